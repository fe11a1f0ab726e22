import { appendFileSync, readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { routes } from '../functions/routes.js';
import { createRouter } from '../local/router.js';

// The contract check: every response the test suite receives through api.request() must be one
// the committed openapi.json promises for that operation (status documented, body valid against
// its schema with Ajv's JSON Schema 2020-12 validator). test/unit/openapi/ keeps openapi.json
// equal to a fresh generation, so this checks the real handlers against their own declarations.

type Json = Record<string, unknown>;

const document = JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')) as Json & {
  paths: Record<string, Record<string, Json>>;
  components: { responses: Record<string, Json> };
};

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
// The whole document as one schema resource, so `#/components/schemas/…` references resolve.
ajv.addSchema({ ...document, $id: 'openapi.json' } as Json);

const route = createRouter(routes);
const operations = new Map(routes.map((r) => [r.name, { path: r.path, method: r.method.toLowerCase() }]));
const validators = new Map<string, ValidateFunction>();

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

const validatorAt = (ref: string): ValidateFunction => {
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi.json#/${ref}` });
    validators.set(ref, validate);
  }
  return validate;
};

// CONTRACT_REPORT=<file>: one line per checked response, to count what a run covered.
const report = process.env.CONTRACT_REPORT;

/** Why a response breaks the document, or undefined when it keeps it (or is the router's own answer). */
export const contractViolation = (
  method: string,
  rawPath: string,
  status: number,
  contentType: string | null,
  text: string,
): string | undefined => {
  const found = route(method.toUpperCase(), rawPath.split('?')[0] as string);
  // 404 for unknown routes, 405 and undecodable paths come from the router, not from an operation.
  if (found.kind !== 'match') return undefined;
  const name = found.match.route.name;
  const location = operations.get(name) as { path: string; method: string };
  const operation = document.paths[location.path]?.[location.method] as { responses: Record<string, Json> } | undefined;
  const where = `${name} (${method.toUpperCase()} ${location.path}) answered ${status}`;
  if (!operation) return `${where}: the operation is not in openapi.json`;
  let response = operation.responses[String(status)];
  let responseParts = ['paths', location.path, location.method, 'responses', String(status)];
  if (!response)
    return `${where}, which it does not document (documented: ${Object.keys(operation.responses).join(', ')})`;
  if (typeof response.$ref === 'string') {
    const component = response.$ref.replace('#/components/responses/', '');
    response = document.components.responses[component] as Json;
    responseParts = ['components', 'responses', component];
  }
  if (report) appendFileSync(report, `${name} ${status}\n`);
  const content = response.content as Record<string, Json> | undefined;
  if (!content) return text === '' ? undefined : `${where} with a body where the document promises none`;
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const mediaType = Object.keys(content).find(
    (m) => m === type || m === '*/*' || (m.endsWith('/*') && type.startsWith(m.slice(0, -1))),
  );
  if (!mediaType) return `${where} with Content-Type ${contentType}, not one of ${Object.keys(content).join(', ')}`;
  if (!/json/.test(mediaType)) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${where} with a body that is not JSON`;
  }
  const validate = validatorAt(pointer(...responseParts, 'content', mediaType, 'schema'));
  if (validate(body)) return undefined;
  const errors = (validate.errors ?? [])
    .slice(0, 10)
    .map(
      (e) =>
        `  ${e.instancePath || '(root)'} ${e.message}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`,
    );
  return `${where} with a body that breaks its schema:\n${errors.join('\n')}\nbody: ${text.slice(0, 600)}`;
};

/** Throws when a response breaks the document (see {@link contractViolation}). */
export const assertContract = (
  method: string,
  rawPath: string,
  status: number,
  contentType: string | null,
  text: string,
): void => {
  const violation = contractViolation(method, rawPath, status, contentType, text);
  if (violation) throw new Error(`Contract violation: ${violation}`);
};
