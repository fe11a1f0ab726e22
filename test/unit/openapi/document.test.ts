import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../functions/routes.js';
import type { HandlerDescription } from '../../../lib/endpoint/handler.js';
import { generateOpenApiDocument, serializeDocument } from '../../../lib/openapi/generate.js';
import { routeTable } from '../../../scripts/route-table.js';
import { loadDescriptions, type UndescribedRoute } from '../../../lib/openapi/load-descriptions.js';

type Operation = {
  operationId: string;
  security: Record<string, string[]>[];
  'x-required-scopes': string[];
  description: string;
  responses: Record<string, unknown>;
  parameters?: { name?: string; in?: string; $ref?: string }[];
  requestBody?: { content: Record<string, unknown> };
};

let descriptions: HandlerDescription[];
let undescribed: UndescribedRoute[];
let document: {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

beforeAll(async () => {
  ({ descriptions, undescribed } = await loadDescriptions(routeTable));
  document = JSON.parse(serializeDocument(await generateOpenApiDocument(routeTable)));
}, 120_000);

const operationOf = (name: string): Operation => {
  const route = routes.find((r) => r.name === name)!;
  return document.paths[route.path]![route.method.toLowerCase()]!;
};

describe('OpenAPI document', () => {
  it('has a handler description for every route of the table', () => {
    expect(undescribed.map((u) => `${u.name}: ${u.problem}`)).toEqual([]);
  });

  it('documents a success response for every route, and an empty body for each 204', () => {
    const offenders = descriptions.flatMap(({ route, schemas }) => {
      const declared = Object.entries(schemas.responses ?? {}).filter(([status]) => Number(status) < 400);
      if (!declared.length) return [`${route.name}: no success response in defineHandler's responses`];
      return declared
        .filter(([status, schema]) => status === '204' && schema !== null)
        .map(() => `${route.name}: 204 must be null`);
    });
    expect(offenders).toEqual([]);
  });

  it('has one operation per route, named after it', () => {
    const ids = Object.values(document.paths).flatMap((path) => Object.values(path).map((op) => op.operationId));
    expect(ids.sort()).toEqual(routes.map((r) => r.name).sort());
  });

  it('gives every operation its security and required scopes', () => {
    expect(Object.keys(document.components.securitySchemes)).toEqual(
      expect.arrayContaining(['bearerToken', 'siteContext', 'siteToken', 'oauth2']),
    );
    expect(operationOf('get-health').security).toEqual([]);
    expect(operationOf('get-user').security).toContainEqual({ bearerToken: [] });
    const getPage = operationOf('get-page');
    expect(getPage.security).toEqual(expect.arrayContaining([{ bearerToken: [], siteContext: [] }, { siteToken: [] }]));
    expect(getPage['x-required-scopes']).toEqual(['read_content']);
    expect(getPage.description).toContain('`read_content`');
    expect(getPage.description).toContain('`write_content`');
    for (const route of routes.filter((r) => r.scope))
      expect(operationOf(route.name)['x-required-scopes']).toContain(route.scope);
  });

  it('documents parameters, bodies and error responses from the schemas the handlers validate with', () => {
    const batch = operationOf('batch-page');
    expect(batch.parameters?.map((p) => p.name ?? p.$ref)).toEqual(
      expect.arrayContaining(['page', 'atomic', 'include', 'if-match']),
    );
    expect(Object.keys(batch.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '412', '422', '428', '429']),
    );
    expect(operationOf('create-page').requestBody?.content).toHaveProperty('application/json');
    expect(operationOf('oauth-token').requestBody?.content).toHaveProperty('application/x-www-form-urlencoded');
    expect(operationOf('oauth-token').responses['400']).toEqual({ $ref: '#/components/responses/OAuthBadRequest' });
    expect(operationOf('delete-page').responses['204']).toEqual({
      description: 'No content',
      headers: expect.any(Object),
    });
  });

  it('is committed as openapi.json exactly as npm run openapi generates it', () => {
    const committed = readFileSync(new URL('../../../openapi.json', import.meta.url), 'utf8');
    // On failure: npm run openapi, then commit openapi.json.
    expect(committed === serializeDocument(document as never), 'openapi.json is stale: run npm run openapi').toBe(true);
  });
});
