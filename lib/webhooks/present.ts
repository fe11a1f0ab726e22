import { FIRST_VERSION } from '../versions/registry.js';
import type { Webhook } from './webhooks.js';
import type { Delivery } from './deliveries.js';

/** Public shape of a webhook; `secret` only where given (creation and rotation). */
export const presentWebhook = (webhook: Webhook, secret?: string) => ({
  id: webhook.id,
  url: webhook.url,
  events: webhook.events,
  description: webhook.description,
  active: webhook.active,
  created_at: webhook.created_at,
  updated_at: webhook.updated_at,
  api_version: webhook.api_version ?? FIRST_VERSION,
  ...(secret !== undefined && { secret }),
});

/** Public shape of a delivery; `payload` (and the response excerpt) only on a single read. */
export const presentDelivery = (delivery: Delivery, withPayload = false) => ({
  id: delivery.id,
  event_id: delivery.event_id,
  event_type: delivery.event_type,
  status: delivery.status,
  attempts: delivery.attempts,
  created_at: delivery.created_at,
  last_attempt_at: delivery.last_attempt_at,
  next_attempt_at: delivery.status === 'pending' ? delivery.next_attempt_at : null,
  response_status: delivery.response_status,
  response_time_ms: delivery.response_time_ms,
  error: delivery.error,
  ...(withPayload && {
    payload: JSON.parse(delivery.payload) as Record<string, unknown>,
    response_body: delivery.response_body,
  }),
});
