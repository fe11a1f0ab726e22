import { removeMember } from '../../lib/customer-groups/member-writes.js';
import { groupMemberParamsSchema } from '../../lib/customer-groups/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.removeCustomerGroupMember,
  { responses: { 204: null }, params: groupMemberParamsSchema },
  async ({ principal, params }) => {
    await removeMember(principal.site!.id, params.group, params.customer);
    return noContent();
  },
);
