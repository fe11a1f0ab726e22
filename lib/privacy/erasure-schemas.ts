import * as z from 'zod/mini';
import { idSchema, timestampSchema } from '../http/response-schemas.js';

// The erasure's schemas apart from the export's, so that DELETE /customers/{customer} carries no
// other domain's shapes.

/** DELETE /customers/{customer}?erase=true: an erasure (202) instead of a plain delete (204). */
export const deleteCustomerQuerySchema = z.object({ erase: z.optional(z.enum(['true', 'false'])) });

/** 202 of DELETE /customers/{customer}?erase=true. */
export const erasureSchema = z.object({
  id: idSchema.check(z.meta({ description: 'The erased customer' })),
  erased: z.literal(true),
  requested_at: timestampSchema,
  completed_at: z
    .nullable(timestampSchema)
    .check(z.meta({ description: "When the customer's orders were anonymized (within a minute); null until then" })),
});
