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
