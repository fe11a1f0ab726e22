import { addMembers } from '../../lib/customer-groups/member-writes.js';
import { addMembersResultSchema } from '../../lib/customer-groups/response-schemas.js';
import { addMembersSchema, groupParamsSchema } from '../../lib/customer-groups/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.addCustomerGroupMembers,
  { responses: { 200: addMembersResultSchema }, params: groupParamsSchema, body: addMembersSchema },
  async ({ principal, params, body }) =>
    ok((await addMembers(principal.site!.id, params.group, body.customer_ids)).result),
);
