import { cloudCodeWriter } from '../../lib/cloudcode/hooks.js';
import { presentCustomer } from '../../lib/customers/present.js';
import { updateCustomer } from '../../lib/customers/customer-writes.js';
import { customerParamsSchema, updateCustomerSchema } from '../../lib/customers/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { customerSchema } from '../../lib/customers/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(route.updateCustomer, { responses: { 200: customerSchema }, params: customerParamsSchema, body: updateCustomerSchema }, async ({ event, principal, params, body }) => {
  return ok(presentCustomer(await updateCustomer(principal.site!.id, params.customer, body, cloudCodeWriter(principal, baseUrl(event))), baseUrl(event)));
});
