import * as z from 'zod/mini';
import { idSchema } from '../http/response-schemas.js';
import { addressFields } from './addresses-response-fields.js';

/** An address of a customer's book. */
export const customerAddressSchema = z.object({
  id: idSchema,
  ...addressFields,
  default_billing: z.boolean(),
  default_shipping: z.boolean(),
});

export const customerAddressListSchema = z.array(customerAddressSchema);
