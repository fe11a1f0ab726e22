import * as z from 'zod/mini';
import { PROVIDERS } from './provider-rules.js';

const secret = (description: string) =>
  z.string().check(z.trim(), z.minLength(8), z.maxLength(500), z.meta({ description: `${description} (write-only)` }));

/** PUT /payment_providers/{provider}: a secret left out keeps the stored one. */
export const putProviderSchema = z.strictObject({
  secret_key: z.optional(secret("Stripe's secret API key")),
  webhook_secret: z.optional(secret("Stripe's webhook signing secret")),
  api_key: z.optional(secret("Mollie's API key")),
  capture_method: z.optional(
    z.enum(['automatic', 'manual']).check(
      z.meta({
        description:
          'Stripe only: `manual` authorizes and leaves the capture to POST /payments/{payment}/capture (default `automatic`)',
      }),
    ),
  ),
  enabled: z.optional(z.boolean()),
});
export type PutProvider = z.infer<typeof putProviderSchema>;

export const providerParamsSchema = z.object({ provider: z.enum(PROVIDERS) });
