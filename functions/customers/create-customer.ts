import { cloudCodeWriter } from '../../lib/cloudcode/hooks.js';
import { createCustomer } from '../../lib/customers/customer-writes.js';
import { presentCustomer } from '../../lib/customers/present.js';
import { createCustomerSchema } from '../../lib/customers/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { customerSchema } from '../../lib/customers/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(route.createCustomer, { responses: { 201: customerSchema }, body: createCustomerSchema }, async ({ event, principal, body }) => {
  const customer = await createCustomer(principal.site!.id, body, cloudCodeWriter(principal, baseUrl(event)));
  const shown = presentCustomer(customer, baseUrl(event));
  return created(shown, shown.url);
});
