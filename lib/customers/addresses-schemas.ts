import * as z from 'zod/mini';
import { addressFields } from './addresses-fields.js';

/** POST /customers/{customer}/addresses: an address of the customer's book. */
export const createAddressSchema = z.strictObject({
  ...addressFields,
  default_billing: z.optional(
    z
      .boolean()
      .check(z.meta({ description: "Makes it the customer's billing default (the previous one stops being it)" })),
  ),
  default_shipping: z.optional(
    z
      .boolean()
      .check(z.meta({ description: "Makes it the customer's shipping default (the previous one stops being it)" })),
  ),
});
export type CreateAddress = z.infer<typeof createAddressSchema>;

/** PUT /customers/{customer}/addresses/{address}: the fields given change; null clears an optional one. */
export const updateAddressSchema = z.partial(createAddressSchema);
export type UpdateAddress = z.infer<typeof updateAddressSchema>;

/** A customer (id or email) and one of its addresses. */
export const addressParamsSchema = z.object({
  customer: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  address: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
