import { addressCaller, getAddress } from '../../lib/customers/addresses.js';
import { presentAddress } from '../../lib/customers/addresses-present.js';
import { customerAddressSchema } from '../../lib/customers/addresses-response-schemas.js';
import { addressParamsSchema } from '../../lib/customers/addresses-schemas.js';
import { customerKey } from '../../lib/customers/keys.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import { prefetchById } from '../../lib/db/prefetch.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** One address of a customer, read with the customer's item. */
export const handler = defineHandler(
  route.getCustomerAddress,
  {
    prefetch: prefetchById('customer', customerKey),
    responses: { 200: customerAddressSchema },
    params: addressParamsSchema,
    headers: sessionHeaders,
  },
  async ({ event, principal, params }) => {
    const own = await addressCaller(principal, event, 'read_customers');
    return ok(presentAddress(await getAddress(principal.site!.id, params.customer, params.address, own)));
  },
);
