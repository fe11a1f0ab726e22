import * as z from 'zod/mini';

/** DELETE /customers/{customer}?erase=true: an erasure (202) instead of a plain delete (204). */
export const deleteCustomerQuerySchema = z.object({ erase: z.optional(z.enum(['true', 'false'])) });
