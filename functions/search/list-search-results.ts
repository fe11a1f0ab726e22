import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { listResponse } from '../../lib/http/list.js';
import { searchResultListSchema } from '../../lib/search/response-schemas.js';
import { searchQuerySchema } from '../../lib/search/schemas.js';
import { searchPrefetch, searchSite, viewerOf } from '../../lib/search/search.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listSearchResults,
  { prefetch: searchPrefetch, responses: { 200: searchResultListSchema }, query: searchQuerySchema },
  async ({ event, principal, query }) => {
    const viewer = await viewerOf(principal, event);
    const page = await searchSite(principal.site!.id, viewer, query, baseUrl(event), query);
    return listResponse(event, page, (result) => result);
  },
);
