import * as z from 'zod/mini';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { PROVIDERS } from './provider-rules.js';
import { REFUND_STATUSES } from './refund-record.js';

export const refundSchema = z.object({
  id: idSchema,
  url: urlSchema,
  order_id: idSchema,
  payment_id: idSchema.check(
    z.meta({ description: "The first part's payment (the one that gave the most); `parts` names each" }),
  ),
  provider: z.enum(PROVIDERS),
  status: z.enum(REFUND_STATUSES),
  amount: z.number().check(z.meta({ description: "Asked for, in the order's currency" })),
  amount_refunded: z.number().check(
    z.meta({
      description: "What came back so far: the succeeded parts' sum (a failed part's money is refundable again)",
    }),
  ),
  parts: z
    .array(
      z.object({
        payment_id: idSchema,
        provider: z.enum(PROVIDERS),
        amount: z.number(),
        status: z.enum(REFUND_STATUSES),
        provider_refund_id: z.nullable(z.string()),
      }),
    )
    .check(
      z.meta({
        description:
          "One per payment the refund comes from, each refunded at and settled by that payment's provider: most refundable first",
      }),
    ),
  lines: z.array(z.object({ line_id: idSchema, quantity: z.number().check(z.int()) })),
  restock: z.boolean(),
  reason: z.nullable(z.string()),
  provider_reference: z.nullable(z.string()),
  credit_note_number: z
    .nullable(z.string())
    .check(
      z.meta({ description: 'The credit note issued when the refund succeeded (`CN-2026-000001`); null until then' }),
    ),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export const refundListSchema = z.array(refundSchema);
