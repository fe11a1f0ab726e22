import { cloudCodeWriter } from '../../lib/cloudcode/hooks.js';
import { isSignUp, refuseOutsideSignUp, signUpPlan } from '../../lib/customers/confirmation.js';
import { createCustomer } from '../../lib/customers/customer-writes.js';
import { presentCustomer } from '../../lib/customers/present.js';
import { createCustomerQuerySchema, createCustomerSchema } from '../../lib/customers/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { customerSchema } from '../../lib/customers/response-schemas.js';
import { customFieldKeys } from '../../lib/custom-fields/keys.js';
import { getFieldDefinitions } from '../../lib/custom-fields/definitions.js';
import { asSeenBySelf, withOpenFields } from '../../lib/custom-fields/shown.js';
import * as route from './routes.js';

/**
 * Creates a customer: with write_customers any field, with a publishable key (a visitor signing up)
 * only its own details. The account starts unconfirmed and gets its confirmation mail, unless the
 * token holds skip_confirmation (confirmed, welcomed unless `notify=false`).
 */
export const handler = defineHandler(
  route.createCustomer,
  {
    // The site's customer fields, read with the token: the create stays one read and one write.
    prefetch: ({ siteId }) => (siteId === undefined ? [] : [customFieldKeys.definitions(siteId, 'customers')]),
    responses: { 201: customerSchema },
    body: createCustomerSchema,
    query: createCustomerQuerySchema,
  },
  async ({ event, principal, body, query }) => {
    const siteId = principal.site!.id;
    // A visitor signing up sees itself as its own session will: no private or encrypted value.
    const definitions = isSignUp(principal)
      ? (await getFieldDefinitions(siteId, 'customers')).customizations
      : undefined;
    if (definitions)
      refuseOutsideSignUp(
        body,
        new Set(definitions.filter((field) => field.private_storage).map((field) => field.name)),
      );
    const plan = signUpPlan(principal, body.email, query.notify !== 'false', siteId);
    const customer = await createCustomer(siteId, body, cloudCodeWriter(principal, baseUrl(event)), plan, definitions);
    const seen = definitions
      ? asSeenBySelf(definitions, customer)
      : await withOpenFields(siteId, 'customers', customer);
    const shown = presentCustomer(seen, baseUrl(event));
    return created(shown, shown.url);
  },
);
