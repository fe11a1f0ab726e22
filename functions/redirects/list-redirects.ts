import { pageQuerySchema } from '../../lib/db/pagination.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { listResponse } from '../../lib/http/list.js';
import { listRedirects } from '../../lib/redirects/redirects.js';
import { presentRedirect } from '../../lib/redirects/present.js';
import { redirectListQuery, redirectListSchema } from '../../lib/redirects/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listRedirects,
  { responses: { 200: redirectListSchema }, listQuery: redirectListQuery, query: pageQuerySchema },
  async ({ event, query, principal }) => {
    const base = baseUrl(event);
    const params = { ...event.queryStringParameters };
    // `source.start=` is the older spelling of the prefix filter.
    if (params['source.start'] !== undefined && params['where[source][prefix]'] === undefined)
      params['where[source][prefix]'] = params['source.start'];
    delete params['source.start'];
    const page = await listRedirects(principal.site!.id, params, query);
    return listResponse(event, page, (redirect) => presentRedirect(redirect, base));
  },
);
