import { customerGroups, getGroup } from '../../lib/customer-groups/groups.js';
import { presentGroup } from '../../lib/customer-groups/present.js';
import { groupSchema } from '../../lib/customer-groups/response-schemas.js';
import { groupParamsSchema } from '../../lib/customer-groups/schemas.js';
import { recordPrefetch } from '../../lib/db/entity.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** A group by id or slug (one GetItem either way: the slug claim holds a copy). */
export const handler = defineHandler(
  route.getCustomerGroup,
  { prefetch: recordPrefetch(customerGroups, 'group'), responses: { 200: groupSchema }, params: groupParamsSchema },
  async ({ event, principal, params }) => {
    const group = await getGroup(principal.site!.id, params.group);
    if (!group) throw notFound('Customer group');
    return ok(presentGroup(group, baseUrl(event)));
  },
);
