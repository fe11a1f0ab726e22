import { cloudCodeWriter } from '../../lib/cloudcode/hooks.js';
import { isSignUp, refuseOutsideSignUp, signUpPlan } from '../../lib/customers/confirmation.js';
import { createCustomer } from '../../lib/customers/customer-writes.js';
import { presentCustomer } from '../../lib/customers/present.js';
import { createCustomerQuerySchema, createCustomerSchema } from '../../lib/customers/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { customerSchema } from '../../lib/customers/response-schemas.js';
import * as route from './routes.js';

/**
 * Creates a customer: with write_customers any field, with a publishable key (a visitor signing up)
 * only its own details. The account starts unconfirmed and gets its confirmation mail, unless the
 * token holds skip_confirmation (confirmed, welcomed unless `notify=false`).
 */
export const handler = defineHandler(route.createCustomer, { responses: { 201: customerSchema }, body: createCustomerSchema, query: createCustomerQuerySchema }, async ({ event, principal, body, query }) => {
  if (isSignUp(principal)) refuseOutsideSignUp(body);
  const siteId = principal.site!.id;
  const plan = signUpPlan(principal, body.email, query.notify !== 'false', siteId);
  const customer = await createCustomer(siteId, body, cloudCodeWriter(principal, baseUrl(event)), plan);
  const shown = presentCustomer(customer, baseUrl(event));
  return created(shown, shown.url);
});
