import { JSON_TYPE, PROBLEM_TYPE, type HttpResult } from '../../http/responses.js';
import type { VersionChange } from '../change.js';

interface ProblemBody {
  readonly detail?: string;
  readonly code?: string;
  readonly errors?: unknown;
  readonly details?: unknown;
}

/**
 * Error answers as RFC 9457 problem details (`application/problem+json`, `{type, title, status,
 * detail, instance, code, errors?, details?}`). Undone for older versions: the body is rebuilt as
 * `{code, message, errors?, details?}` in that key order, byte for byte what the first version
 * answered. `/oauth2` turns either form into RFC 6749 bodies itself, in every version.
 */
export const problemDetails: VersionChange = {
  description:
    'Error answers are RFC 9457 problem details (application/problem+json): type (the docs entry of the code), title, status, detail (the former message), instance (the request id), code, errors?, details?',
  affects: ['error answers'],
  openapi: (document) => problemDocument(document),
  response: (response: HttpResult): HttpResult => {
    if (!response.headers['content-type']?.startsWith(PROBLEM_TYPE)) return response;
    let problem: ProblemBody;
    try {
      problem = JSON.parse(response.body ?? '{}') as ProblemBody;
    } catch {
      return response;
    }
    const body: Record<string, unknown> = { code: problem.code, message: problem.detail };
    if (problem.errors !== undefined) body.errors = problem.errors;
    if (problem.details !== undefined) body.details = problem.details;
    return { ...response, headers: { ...response.headers, 'content-type': JSON_TYPE }, body: JSON.stringify(body) };
  },
};

interface Json {
  readonly [key: string]: unknown;
}
interface ResponseObject {
  readonly content?: Record<string, { readonly schema?: { readonly $ref?: string } }>;
}
interface Components {
  readonly responses?: Record<string, ResponseObject>;
  readonly schemas?: Record<string, unknown>;
}

/** RFC 9457 problem details as this API fills them (components.schemas.Problem of newer documents). */
const problemSchema = {
  type: 'object',
  description: 'RFC 9457 problem details: every non-2xx answer outside `/oauth2` from 2026-12-01 on',
  required: ['type', 'title', 'status', 'detail', 'code'],
  properties: {
    type: { type: 'string', format: 'uri', description: "URL of the code's entry on the docs page" },
    title: { type: 'string', description: "The status's reason phrase" },
    status: { type: 'integer' },
    detail: { type: 'string', description: 'A sentence for people (the former `message`); generic for 500' },
    instance: { type: 'string', description: "The request's id" },
    code: { type: 'string', description: 'Stable snake_case code clients may branch on' },
    errors: { type: 'array', items: { $ref: '#/components/schemas/FieldError' } },
    details: { type: 'object' },
  },
};

/** The error responses of the document answer problem details instead of `{code, message}`. */
const problemDocument = (document: Json): Json => {
  const components = (document.components ?? {}) as Components;
  const responses: Record<string, ResponseObject> = { ...components.responses };
  for (const [name, response] of Object.entries(responses)) {
    const error = response.content?.['application/json']?.schema?.$ref === '#/components/schemas/Error';
    if (error)
      responses[name] = {
        ...response,
        content: { [PROBLEM_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
      };
  }
  return {
    ...document,
    components: {
      ...components,
      responses,
      schemas: { ...components.schemas, Problem: problemSchema },
    },
  };
};
