import * as z from 'zod/mini';
import { idSchema, timestampSchema } from '../http/response-schemas.js';

/** A webhook; `secret` only in the answers of POST /webhooks and POST /webhooks/{id}/rotate_secret. */
export const webhookSchema = z.object({
  id: idSchema,
  url: z.string(),
  events: z.array(z.string()),
  description: z.nullable(z.string()),
  active: z.boolean(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  api_version: z.string().check(
    z.meta({
      description:
        'The API version its payloads are rendered in (docs/versions.md); webhooks made before versions existed: the first',
    }),
  ),
  secret: z.optional(
    z.string().check(z.regex(/^whsec_/), z.meta({ description: 'Shown only when created and rotated' })),
  ),
});
export const webhookListSchema = z.array(webhookSchema);

/** One delivery of one event to one webhook. */
export const deliverySchema = z.object({
  id: idSchema,
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number(),
  created_at: timestampSchema,
  last_attempt_at: z.nullable(timestampSchema),
  next_attempt_at: z.nullable(timestampSchema),
  response_status: z.nullable(z.number()),
  response_time_ms: z.nullable(z.number()),
  error: z.nullable(z.string()),
});
export const deliveryListSchema = z.array(deliverySchema);
export const deliveryWithPayloadSchema = z.extend(deliverySchema, {
  payload: z.looseObject({}).check(z.meta({ description: 'The body sent: `{type, timestamp, data}`' })),
  response_body: z.nullable(
    z.string().check(z.meta({ description: 'The start of the latest answer (at most 1,024 characters)' })),
  ),
});
