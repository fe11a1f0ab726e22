import * as z from 'zod/mini';
import { amountSchema } from '../commerce/money.js';
import { PROVIDERS } from './provider-rules.js';

/** POST /orders/{order}/payments: pay what the order still owes, through one provider. */
export const createPaymentSchema = z.strictObject({
  provider: z.enum(PROVIDERS),
  return_url: z.url().check(
    z.maxLength(2000),
    z.meta({
      description:
        "Where the provider's page sends the buyer back; the order is paid by the webhook, never by this redirect",
    }),
  ),
  method: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1),
        z.maxLength(50),
        z.meta({ description: "A provider's method (`ideal`, `card`…)" }),
      ),
  ),
});
export type CreatePayment = z.infer<typeof createPaymentSchema>;

const id = z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be an id'));
export const paymentParamsSchema = z.object({ payment: id });
export const orderPaymentParamsSchema = z.object({
  order: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export const webhookParamsSchema = z.object({
  provider: z.string().check(z.maxLength(20)),
  site: z.string().check(z.maxLength(100)),
});

/** POST /payments/{payment}/capture: all of the authorization, or part of it (the rest is released). */
export const capturePaymentSchema = z.optional(
  z.strictObject({
    amount: z.optional(
      amountSchema.check(
        z.gte(0.01, 'must be at least 0.01'),
        z.meta({ description: 'What to capture, at most the authorized amount; the rest is released. Default: all' }),
      ),
    ),
  }),
);
export type CapturePayment = z.infer<typeof capturePaymentSchema>;
