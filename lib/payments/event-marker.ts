import { TABLE_NAME } from '../db/client.js';
import { ttlFrom } from '../db/keys.js';
import { labelled, type TransactionItem } from '../db/transaction.js';
import { paymentKeys } from './keys.js';
import type { ProviderName } from './provider-rules.js';

/** How long an applied event's id is remembered: providers retry for about three days. */
export const EVENT_MEMORY_SECONDS = 30 * 86_400;

/**
 * The item remembering that a provider's event was applied (label `event`), for the transaction
 * that applies it: conditioned on its absence, so an event is applied at most once, and expiring
 * after EVENT_MEMORY_SECONDS. `fields` say what it was about (a payment or a refund, the status).
 */
export const eventMarker = (
  siteId: string,
  provider: ProviderName,
  eventId: string,
  fields: Readonly<Record<string, unknown>>,
  at: string,
): TransactionItem =>
  labelled('event', {
    Put: {
      TableName: TABLE_NAME,
      Item: {
        ...paymentKeys.providerEvent(siteId, provider, eventId),
        ...fields,
        at,
        ttl: ttlFrom(new Date(Date.now() + EVENT_MEMORY_SECONDS * 1000)),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
