import * as z from 'zod/mini';
import { timestampSchema, urlSchema } from '../http/response-schemas.js';
import { PROVIDERS } from './provider-rules.js';

const secretHint = z.nullable(
  z.string().check(z.meta({ description: 'Write-only: `…` and its last 4 characters when set, else null' })),
);

/** A payment provider's settings, secrets hidden. */
export const providerSchema = z.object({
  provider: z.enum(PROVIDERS),
  url: urlSchema,
  enabled: z.boolean(),
  capture_method: z.enum(['automatic', 'manual']),
  secret_key: secretHint,
  webhook_secret: secretHint,
  api_key: secretHint,
  webhook_url: urlSchema.check(z.meta({ description: 'Where the provider sends its events for this site' })),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export const providerListSchema = z.array(providerSchema);
