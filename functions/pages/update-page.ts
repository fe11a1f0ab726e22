import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { patchPage } from '../../lib/pages/conditional-writes.js';
import { etagOf } from '../../lib/pages/stored-page.js';
import { pageParamsSchema, pageWriteQuerySchema, patchPageSchema } from '../../lib/pages/schemas.js';
import { pageContext, presentPage } from '../../lib/pages/present.js';
import { pageSchema } from '../../lib/pages/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updatePage,
  {
    responses: { 200: pageSchema },
    params: pageParamsSchema,
    body: patchPageSchema,
    query: pageWriteQuerySchema,
    headers: { 'if-match': { description: "The page's ETag: 412 when the page has changed" } },
  },
  async ({ event, principal, params, body, query }) => {
    const site = principal.site!;
    const page = await patchPage(site.id, params.page, body, event.headers['if-match'], { redirect: query.redirect });
    return ok(presentPage(page, pageContext(event, site)), { etag: etagOf(page) });
  },
);
