import * as z from 'zod/mini';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { TRANSACTION_KINDS } from './payment-record.js';
import { PAYMENT_STATUSES } from './payment-rules.js';
import { PROVIDERS } from './provider-rules.js';

const money = (description: string) =>
  z.number().check(z.meta({ description: `${description}, in the payment's currency` }));

/** A payment with its ledger. */
export const paymentSchema = z.object({
  id: idSchema,
  url: urlSchema,
  order_id: idSchema,
  provider: z.enum(PROVIDERS),
  status: z.enum(PAYMENT_STATUSES),
  amount: money('What the order owed when the payment started'),
  currency: z.string(),
  method: z.nullable(z.string()),
  checkout_url: z.nullable(
    urlSchema.check(z.meta({ description: "Where the buyer pays (the provider's page); null for manual payments" })),
  ),
  return_url: z.nullable(z.string()),
  provider_reference: z.nullable(z.string()),
  amount_captured: money('Captured'),
  amount_refunded: money('Refunded'),
  client_secret: z.optional(
    z.nullable(
      z
        .string()
        .check(
          z.meta({ description: "Stripe's client secret for the buyer's browser: in the creation's answer only" }),
        ),
    ),
  ),
  transactions: z.array(
    z.object({
      id: idSchema,
      kind: z.enum(TRANSACTION_KINDS),
      amount: money('Moved'),
      provider_reference: z.nullable(z.string()),
      created_at: timestampSchema,
    }),
  ),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export const paymentListSchema = z.array(paymentSchema);
