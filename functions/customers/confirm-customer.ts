import { confirmCustomer } from '../../lib/customers/confirmation.js';
import { presentCustomer } from '../../lib/customers/present.js';
import { customerSchema } from '../../lib/customers/response-schemas.js';
import { confirmCustomerSchema } from '../../lib/customers/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** Follows a confirmation link: the customer (or its new address) is confirmed, the token used up. */
export const handler = defineHandler(
  route.confirmCustomer,
  { responses: { 200: customerSchema }, body: confirmCustomerSchema },
  async ({ event, principal, body }) =>
    ok(presentCustomer(await confirmCustomer(principal.site!.id, body.token), baseUrl(event))),
);
