import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { listPages } from '../../lib/pages/page-list.js';
import { listPagesQuerySchema } from '../../lib/pages/schemas.js';
import { pageContext, presentPage } from '../../lib/pages/present.js';
import { pageListQuery, pageListSchema } from '../../lib/pages/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listPages,
  { responses: { 200: pageListSchema }, listQuery: pageListQuery, query: listPagesQuerySchema },
  async ({ event, principal, query }) => {
    const site = principal.site!;
    const page = await listPages(
      site.id,
      { fullpath: query.fullpath, fullpathStart: query['fullpath.start'] },
      query,
      event.queryStringParameters ?? {},
    );
    const context = pageContext(event, site);
    return listResponse(event, page, (item) => presentPage(item, context));
  },
);
