import { listGroups } from '../../lib/customer-groups/groups.js';
import { presentGroup } from '../../lib/customer-groups/present.js';
import { groupListSchema } from '../../lib/customer-groups/response-schemas.js';
import { pageQuerySchema } from '../../lib/db/pagination.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listCustomerGroups,
  { responses: { 200: groupListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const base = baseUrl(event);
    return listResponse(event, await listGroups(principal.site!.id, query), (group) => presentGroup(group, base));
  },
);
