import * as z from 'zod/mini';
import { amountSchema } from '../commerce/money.js';

const id = z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be an id'));

/** POST /orders/{order}/refunds: an amount, or lines (what was paid for them), or neither (all that is refundable). */
export const createRefundSchema = z.strictObject({
  amount: z.optional(amountSchema.check(z.gte(0.01, 'must be at least 0.01'))),
  lines: z.optional(
    z
      .array(
        z.strictObject({
          line_id: id,
          quantity: z.number().check(z.int(), z.gte(1, 'must be 1 or more'), z.lte(10_000, 'must be at most 10000')),
        }),
      )
      .check(z.minLength(1), z.maxLength(50)),
  ),
  restock: z.optional(
    z.boolean().check(z.meta({ description: "Puts the lines' quantities back into stock in the refund's own write" })),
  ),
  reason: z.optional(z.string().check(z.trim(), z.maxLength(500))),
});
export type CreateRefund = z.infer<typeof createRefundSchema>;

export const orderRefundParamsSchema = z.object({
  order: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export const refundParamsSchema = z.object({
  order: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  refund: id,
});
