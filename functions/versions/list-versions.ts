import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { presentVersions } from '../../lib/versions/present.js';
import { versionListSchema } from '../../lib/versions/response-schemas.js';
import * as route from './routes.js';

// Plain data from the registry: no table read, cacheable for a few minutes like the OpenAPI document.
export const handler = defineHandler(route.listVersions, { responses: { 200: versionListSchema } }, async () =>
  ok(presentVersions(new Date()), { 'cache-control': 'public, max-age=300' }),
);
