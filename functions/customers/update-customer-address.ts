import { writeDepth } from '../../lib/cloudcode/depth.js';
import { addressCaller, updateAddress } from '../../lib/customers/addresses.js';
import { presentAddress } from '../../lib/customers/addresses-present.js';
import { customerAddressSchema } from '../../lib/customers/addresses-response-schemas.js';
import { addressParamsSchema, updateAddressSchema } from '../../lib/customers/addresses-schemas.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** Changes the fields given of a customer's address. */
export const handler = defineHandler(
  route.updateCustomerAddress,
  {
    responses: { 200: customerAddressSchema },
    params: addressParamsSchema,
    body: updateAddressSchema,
    headers: sessionHeaders,
  },
  async ({ event, principal, params, body }) => {
    const depth = writeDepth(principal);
    const own = await addressCaller(principal, event, 'write_customers');
    return ok(
      presentAddress(await updateAddress(principal.site!.id, params.customer, params.address, own, body, depth)),
    );
  },
);
