import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { searchKeys } from '../../lib/search/keys.js';
import { searchStatusSchema } from '../../lib/search/response-schemas.js';
import { searchStatus } from '../../lib/search/status.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getSearchStatus,
  {
    prefetch: ({ siteId }) => (siteId === undefined ? [] : [searchKeys.state(siteId)]),
    responses: { 200: searchStatusSchema },
  },
  async ({ principal }) => ok(await searchStatus(principal.site!.id)),
);
