import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import { removePage } from '../../lib/pages/conditional-writes.js';
import { pageParamsSchema } from '../../lib/pages/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deletePage,
  {
    responses: { 204: null },
    params: pageParamsSchema,
    headers: { 'if-match': { description: "The page's ETag: 412 when the page has changed" } },
  },
  async ({ principal, params, event }) => {
    await removePage(principal.site!.id, params.page, event.headers['if-match']);
    return noContent();
  },
);
