import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, generateClientTypes } from '../../../client/generate.js';
import { generateOpenApiDocument, serializeDocument } from '../../../lib/openapi/generate.js';
import { routeTable } from '../../../scripts/route-table.js';

describe('the generated client types', () => {
  it('match a fresh generation from the route table (run npm run openapi when this fails)', async () => {
    // From a fresh document, not the committed openapi.json: a route added without regenerating fails here too.
    const fresh = await generateClientTypes(serializeDocument(await generateOpenApiDocument(routeTable)));
    expect(
      readFileSync(CLIENT_TYPES_FILE, 'utf8') === fresh,
      'client/openapi-types.ts is stale: run npm run openapi',
    ).toBe(true);
  }, 180_000);

  it('are the same text for the same document', async () => {
    const document = readFileSync(new URL('../../../openapi.json', import.meta.url), 'utf8');
    expect(await generateClientTypes(document)).toBe(await generateClientTypes(document));
  }, 60_000);

  it('type deepObject query parameters as objects, which openapi-fetch sends as name[key]=value', async () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 't', version: '1' },
      paths: {
        '/products': {
          get: {
            operationId: 'list-products',
            parameters: [
              {
                name: 'filter',
                in: 'query',
                style: 'deepObject',
                explode: true,
                schema: {
                  type: 'object',
                  properties: { status: { type: 'string', enum: ['active', 'draft'] }, price_min: { type: 'integer' } },
                },
              },
            ],
            responses: {
              200: {
                description: 'OK',
                content: { 'application/json': { schema: { type: 'array', items: { type: 'object' } } } },
              },
            },
          },
        },
      },
    };
    const types = await generateClientTypes(JSON.stringify(document));
    expect(types).toMatch(/filter\?: \{[\s\S]*?status\?: "active" \| "draft";\s+price_min\?: number;\s+\};/);

    const urls: string[] = [];
    const client = createClient<{
      '/products': {
        get: {
          parameters: { query?: { filter?: { status?: string; price_min?: number } } };
          responses: { 200: { content: { 'application/json': unknown[] } } };
        };
      };
    }>({
      baseUrl: 'http://api.test',
      fetch: async (request) => {
        urls.push(request.url);
        return Response.json([]);
      },
    });
    await client.GET('/products', { params: { query: { filter: { status: 'active', price_min: 5 } } } });
    expect(decodeURIComponent(urls[0]!)).toBe('http://api.test/products?filter[status]=active&filter[price_min]=5');
  }, 60_000);
});
