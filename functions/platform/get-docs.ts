import { defineHandler } from '../../lib/endpoint/handler.js';
import { html } from '../../lib/http/responses.js';
import { docsHeaders, docsPage } from '../../lib/openapi/docs-page.js';
import { htmlPageSchema } from '../../lib/http/response-schemas.js';
import * as route from './routes.js';

/** The interactive API reference (Swagger UI over GET /openapi.json). */
export const handler = defineHandler(route.getDocs, { responses: { 200: htmlPageSchema } }, async () =>
  html(200, docsPage(), { ...docsHeaders, 'cache-control': 'public, max-age=300' }),
);
