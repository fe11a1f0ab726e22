import { updateGroup } from '../../lib/customer-groups/groups.js';
import { presentGroup } from '../../lib/customer-groups/present.js';
import { groupSchema } from '../../lib/customer-groups/response-schemas.js';
import { groupParamsSchema, updateGroupSchema } from '../../lib/customer-groups/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateCustomerGroup,
  { responses: { 200: groupSchema }, params: groupParamsSchema, body: updateGroupSchema },
  async ({ event, principal, params, body }) =>
    ok(presentGroup(await updateGroup(principal.site!.id, params.group, body), baseUrl(event))),
);
