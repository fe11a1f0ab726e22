import { deleteGroup } from '../../lib/customer-groups/groups.js';
import { groupParamsSchema } from '../../lib/customer-groups/schemas.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteCustomerGroup,
  { responses: { 204: null }, params: groupParamsSchema },
  async ({ principal, params }) => {
    if (!(await deleteGroup(principal.site!.id, params.group))) throw notFound('Customer group');
    return noContent();
  },
);
