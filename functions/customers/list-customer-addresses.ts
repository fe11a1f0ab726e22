import { addressCaller, listAddresses } from '../../lib/customers/addresses.js';
import { presentAddress } from '../../lib/customers/addresses-present.js';
import { customerAddressListSchema } from '../../lib/customers/addresses-response-schemas.js';
import { customerKey } from '../../lib/customers/keys.js';
import { customerParamsSchema } from '../../lib/customers/schemas.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import { prefetchById } from '../../lib/db/prefetch.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** A customer's addresses (at most 20: one answer, no pages), read with the customer's item. */
export const handler = defineHandler(
  route.listCustomerAddresses,
  {
    prefetch: prefetchById('customer', customerKey),
    responses: { 200: customerAddressListSchema },
    params: customerParamsSchema,
    headers: sessionHeaders,
  },
  async ({ event, principal, params }) => {
    const own = await addressCaller(principal, event, 'read_customers');
    return ok((await listAddresses(principal.site!.id, params.customer, own)).map(presentAddress));
  },
);
