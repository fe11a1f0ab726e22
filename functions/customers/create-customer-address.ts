import { writeDepth } from '../../lib/cloudcode/depth.js';
import { addressCaller, createAddress } from '../../lib/customers/addresses.js';
import { presentAddress } from '../../lib/customers/addresses-present.js';
import { customerAddressSchema } from '../../lib/customers/addresses-response-schemas.js';
import { createAddressSchema } from '../../lib/customers/addresses-schemas.js';
import { customerParamsSchema } from '../../lib/customers/schemas.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** Adds an address to a customer's book. */
export const handler = defineHandler(
  route.createCustomerAddress,
  {
    responses: { 201: customerAddressSchema },
    params: customerParamsSchema,
    body: createAddressSchema,
    headers: sessionHeaders,
  },
  async ({ event, principal, params, body }) => {
    const depth = writeDepth(principal);
    const own = await addressCaller(principal, event, 'write_customers');
    const { address, customerId } = await createAddress(principal.site!.id, params.customer, own, body, depth);
    return created(presentAddress(address), `${baseUrl(event)}/customers/${customerId}/addresses/${address.id}`);
  },
);
