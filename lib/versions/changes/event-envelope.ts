import type { EventPayload, VersionChange } from '../change.js';

/**
 * Webhook payloads carry the event's id (the `webhook-id` header's value, so a receiver that stores
 * only the body can still deduplicate) and name their time `created_at`, as every resource names
 * its creation time. Undone for older versions: `{type, timestamp, data}` in that key order, byte for
 * byte what the first version sent.
 */
export const eventEnvelope: VersionChange = {
  description:
    'Webhook payloads are {id, type, created_at, data}: the event id (as in the webhook-id header) is in the body and `timestamp` is named `created_at`',
  affects: ['webhook events'],
  event: (payload: EventPayload): EventPayload => {
    const { id: _id, type, created_at, data, ...rest } = payload;
    return { type, timestamp: created_at, data, ...rest };
  },
};
