import { pageQuerySchema } from '../../lib/db/pagination.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { accessibleSite } from '../../lib/sites/access.js';
import { listMembers } from '../../lib/sites/members.js';
import { presentMember } from '../../lib/sites/present.js';
import { siteParamsSchema } from '../../lib/sites/schemas.js';
import { memberListSchema } from '../../lib/sites/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listMembers,
  { responses: { 200: memberListSchema }, params: siteParamsSchema, query: pageQuerySchema },
  async ({ event, principal, params, query }) => {
    const site = accessibleSite(principal, params.site);
    const base = baseUrl(event);
    return listResponse(event, await listMembers(site.id, query), (m) => presentMember(m, base));
  },
);
