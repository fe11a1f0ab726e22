import { findCustomer } from '../../lib/customers/customers.js';
import { customerKey } from '../../lib/customers/keys.js';
import { presentCustomer } from '../../lib/customers/present.js';
import { customerParamsSchema } from '../../lib/customers/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { customerSchema } from '../../lib/customers/response-schemas.js';
import { prefetchById } from '../../lib/db/prefetch.js';
import { withOpenFields } from '../../lib/custom-fields/shown.js';
import * as route from './routes.js';

/** A customer by id or email. */
export const handler = defineHandler(
  route.getCustomer,
  { prefetch: prefetchById('customer', customerKey), responses: { 200: customerSchema }, params: customerParamsSchema },
  async ({ event, principal, params }) => {
    const customer = await findCustomer(principal.site!.id, params.customer);
    if (!customer) throw notFound('Customer');
    return ok(presentCustomer(await withOpenFields(principal.site!.id, 'customers', customer), baseUrl(event)));
  },
);
