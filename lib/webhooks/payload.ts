import type { WebhookEvent } from '../events/event-map.js';
import { VERSIONS } from '../versions/registry.js';
import { renderEvent, resolveVersion } from '../versions/version-rules.js';

/** An event's payload in the newest version's shape: `{id, type, created_at, data}`. */
export const newestPayload = (event: WebhookEvent): Record<string, unknown> => ({
  id: event.id,
  type: event.payload.type,
  created_at: event.payload.timestamp,
  data: event.payload.data,
});

/**
 * The body a webhook receives: the event rendered in the webhook's version (absent: the first
 * version, which webhooks made before versions existed keep; a retired one falls forward to the
 * oldest still served, as requests do).
 */
export const renderPayload = (newest: Record<string, unknown>, version: string | undefined, now = new Date()): string =>
  JSON.stringify(renderEvent(VERSIONS, resolveVersion(VERSIONS, { pin: version }, now).version, newest));

/**
 * The body an attempt of a delivery sends: the stored payload, rendered in the webhook's version
 * when it was stored unrendered (a ping). Every payload is rendered by renderPayload: events when
 * they are recorded (the router has their webhook), pings here (deliverOnce has it).
 */
export const deliveryBody = (
  delivery: { readonly payload: string; readonly payload_shape?: 'newest' },
  webhook: { readonly api_version?: string },
  now = new Date(),
): string =>
  delivery.payload_shape === 'newest'
    ? renderPayload(JSON.parse(delivery.payload) as Record<string, unknown>, webhook.api_version, now)
    : delivery.payload;
