import { writeDepth } from '../../lib/cloudcode/depth.js';
import { addressCaller, deleteAddress } from '../../lib/customers/addresses.js';
import { addressParamsSchema } from '../../lib/customers/addresses-schemas.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** Deletes a customer's address; orders placed with it keep their copy. */
export const handler = defineHandler(
  route.deleteCustomerAddress,
  {
    responses: { 204: null },
    params: addressParamsSchema,
    headers: sessionHeaders,
  },
  async ({ event, principal, params }) => {
    const depth = writeDepth(principal);
    const own = await addressCaller(principal, event, 'write_customers');
    await deleteAddress(principal.site!.id, params.customer, params.address, own, depth);
    return noContent();
  },
);
