import { countHandler } from '../../lib/endpoint/count-handler.js';
import { countRedirects, redirectListParams } from '../../lib/redirects/redirects.js';
import { redirectListQuery } from '../../lib/redirects/response-schemas.js';
import * as route from './routes.js';

/** How many redirects the list holds for the same `where[…]` (and `source.start`). */
export const handler = countHandler(
  route.countRedirects,
  { listQuery: redirectListQuery },
  async ({ event, principal }) => countRedirects(principal.site!.id, redirectListParams(event.queryStringParameters)),
);
