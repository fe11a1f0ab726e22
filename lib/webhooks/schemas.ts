import * as z from 'zod/mini';
import { isEventPattern } from '../events/event-types.js';
import { idSchema } from '../http/response-schemas.js';
import { servedVersionSchema } from '../versions/version-field.js';

const eventsSchema = z
  .array(z.string().check(z.refine(isEventPattern, 'must be an event type, `<resource>.*` or `*`')))
  .check(z.minLength(1), z.maxLength(50));
const urlSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(2000));
const descriptionSchema = z.nullable(z.string().check(z.trim(), z.maxLength(500)));

export const createWebhookSchema = z.strictObject({
  url: urlSchema,
  events: eventsSchema,
  description: z.optional(descriptionSchema),
  active: z.optional(z.boolean()),
  /** The API version its payloads are rendered in; default: the site's pin, else the first version. */
  api_version: z.optional(servedVersionSchema),
});
export type CreateWebhook = z.infer<typeof createWebhookSchema>;

export const updateWebhookSchema = z.strictObject({
  url: z.optional(urlSchema),
  events: z.optional(eventsSchema),
  description: z.optional(descriptionSchema),
  active: z.optional(z.boolean()),
  /** Moves the webhook's receivers to another API version. */
  api_version: z.optional(servedVersionSchema),
});
export type UpdateWebhook = z.infer<typeof updateWebhookSchema>;

export const webhookParamsSchema = z.object({ webhook: idSchema });
export const deliveryParamsSchema = z.object({ webhook: idSchema, delivery: idSchema });
