import * as z from 'zod/mini';
import { countHandler } from '../../lib/endpoint/count-handler.js';
import { countPages } from '../../lib/pages/page-list.js';
import { pageListQuery } from '../../lib/pages/response-schemas.js';
import { listPagesQuerySchema } from '../../lib/pages/schemas.js';
import * as route from './routes.js';

/** How many pages the list holds for the same `fullpath`, `fullpath.start` and `where[…]`. */
export const handler = countHandler(
  route.countPages,
  { listQuery: pageListQuery, query: z.omit(listPagesQuerySchema, { per_page: true, cursor: true }) },
  async ({ event, principal, query }) =>
    countPages(
      principal.site!.id,
      { fullpath: query.fullpath, fullpathStart: query['fullpath.start'] },
      event.queryStringParameters ?? {},
    ),
);
