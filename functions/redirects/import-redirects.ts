import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { importRedirects } from '../../lib/redirects/redirects.js';
import { importResultSchema } from '../../lib/redirects/response-schemas.js';
import { importRedirectsSchema } from '../../lib/redirects/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.importRedirects,
  { responses: { 200: importResultSchema }, body: importRedirectsSchema },
  async ({ principal, body }) => ok(await importRedirects(principal.site!.id, body.redirects)),
);
