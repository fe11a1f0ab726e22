import { pageQuerySchema } from '../../lib/db/pagination.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { listResponse } from '../../lib/http/list.js';
import { listRedirects, redirectListParams } from '../../lib/redirects/redirects.js';
import { presentRedirect } from '../../lib/redirects/present.js';
import { redirectListQuery, redirectListSchema } from '../../lib/redirects/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listRedirects,
  { responses: { 200: redirectListSchema }, listQuery: redirectListQuery, query: pageQuerySchema },
  async ({ event, query, principal }) => {
    const base = baseUrl(event);
    const page = await listRedirects(principal.site!.id, redirectListParams(event.queryStringParameters), query);
    return listResponse(event, page, (redirect) => presentRedirect(redirect, base));
  },
);
