import { createHash, randomBytes } from 'node:crypto';
import { batchGet, keyId } from '../db/batch-get.js';
import { TABLE_NAME } from '../db/client.js';
import { putIfAbsent, readItem, updateItem } from '../db/one-item.js';
import { timestamp, ttlFrom } from '../db/keys.js';
import { mapPage, queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { prefetchByIds } from '../db/prefetch.js';
import { GSI1 } from '../db/table.js';
import type { WebhookEvent } from '../events/event-map.js';
import { PING } from '../events/event-types.js';
import { webhookKeys, WEBHOOK_MARKER } from './keys.js';
import { toWebhook, type Webhook } from './webhooks.js';
import { newestPayload, renderPayload } from './payload.js';
import { recordOf } from '../db/record.js';
import { labelled, sendTransaction, TransactionRefused } from '../db/transaction.js';

/** How long a delivery stays in the log. */
export const DELIVERY_LOG_DAYS = 30;
/** Stored excerpt of a receiver's answer (the body is read up to 64 KB and never stored whole). */
export const RESPONSE_EXCERPT_CHARS = 1024;

export type DeliveryStatus = 'pending' | 'succeeded' | 'failed';

/** One event for one webhook, with the outcome of its latest attempt. */
export interface Delivery {
  readonly id: string;
  readonly site_id: string;
  readonly webhook_id: string;
  readonly event_id: string;
  readonly event_type: string;
  readonly status: DeliveryStatus;
  /** Attempts made, over every round. */
  readonly attempts: number;
  /** Attempts made in the current round (a redelivery starts a round of one). */
  readonly round: number;
  /** Attempts a round may make: the retry schedule's length + 1, or 1 for a redelivery. */
  readonly round_limit: number;
  readonly created_at: string;
  /** When the current round was queued; the router enqueues a delivery when this changes. */
  readonly queued_at: string;
  readonly last_attempt_at: string | null;
  readonly next_attempt_at: string | null;
  readonly response_status: number | null;
  readonly response_time_ms: number | null;
  readonly response_body: string | null;
  readonly error: string | null;
  /**
   * The body sent, exactly; until a ping's first attempt, the ping in the newest shape (see
   * `payload_shape`).
   */
  readonly payload: string;
  /**
   * `newest` while `payload` is not yet rendered in the webhook's version: a ping is queued
   * without reading its webhook, so its first attempt renders it (deliveryBody) and records the
   * body sent in its place.
   */
  readonly payload_shape?: 'newest';
}

/** What the delivery step needs to find a delivery (the body of a queue message). */
export interface DeliveryRef {
  readonly siteId: string;
  readonly webhookId: string;
  readonly deliveryId: string;
  /** Attempts the delivery had made when this attempt was queued: a stale or repeated message is dropped. */
  readonly attempts: number;
  /** Epoch ms before which the attempt must not run (waits longer than a queue's maximum delay). */
  readonly notBefore?: number;
}

/**
 * A delivery's id: the event's time (seconds, so ids sort roughly by time, like every id here)
 * then a hash of the event and the webhook, so recording the same event twice is a no-op.
 */
export const deliveryIdOf = (eventId: string, webhookId: string, at: Date): string =>
  Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, '0') + createHash('sha256').update(`${eventId}/${webhookId}`).digest('hex').slice(0, 16);

const toDelivery = /* @__PURE__ */ recordOf<Delivery>();

const deliveryItem = (delivery: Delivery, createdMs: number) => ({
  ...webhookKeys.delivery(delivery.site_id, delivery.webhook_id, delivery.id),
  gsi1pk: webhookKeys.deliveryIndex(delivery.site_id, delivery.webhook_id),
  gsi1sk: `${String(createdMs).padStart(15, '0')}#${delivery.id}`,
  ttl: ttlFrom(new Date(createdMs + DELIVERY_LOG_DAYS * 86_400_000)),
  ...delivery,
});

const newDelivery = (
  siteId: string,
  webhookId: string,
  id: string,
  event: WebhookEvent,
  roundLimit: number,
  now: Date,
  payload: string,
  payloadShape?: 'newest',
): Delivery => ({
  id,
  site_id: siteId,
  webhook_id: webhookId,
  event_id: event.id,
  event_type: event.payload.type,
  status: 'pending',
  attempts: 0,
  round: 0,
  round_limit: roundLimit,
  created_at: timestamp(now),
  queued_at: now.toISOString(),
  last_attempt_at: null,
  next_attempt_at: timestamp(now),
  response_status: null,
  response_time_ms: null,
  response_body: null,
  error: null,
  payload,
  ...(payloadShape && { payload_shape: payloadShape }),
});

/**
 * Records the delivery of an event to a webhook (pending, queued): one conditional PutItem.
 * False when it was already recorded (a stream record read twice).
 */
export const recordDelivery = async (
  siteId: string,
  webhook: Pick<Webhook, 'id' | 'api_version'>,
  event: WebhookEvent,
  roundLimit: number,
  now = new Date(),
): Promise<boolean> => {
  const delivery = newDelivery(
    siteId,
    webhook.id,
    deliveryIdOf(event.id, webhook.id, new Date(event.payload.timestamp)),
    event,
    roundLimit,
    now,
    // Rendered in the webhook's version once, here: what is logged is what is sent.
    renderPayload(newestPayload(event), webhook.api_version, now),
  );
  return putIfAbsent(deliveryItem(delivery, now.getTime()));
};

/**
 * Queues a `ping` to a webhook, whatever its filter: one TransactWriteItems (the webhook must
 * exist; the delivery is recorded and the router sends it). Undefined when the webhook is absent.
 */
export const requestPing = async (
  siteId: string,
  webhookId: string,
  roundLimit: number,
): Promise<Delivery | undefined> => {
  const now = new Date();
  const event: WebhookEvent = {
    id: `evt_${randomBytes(12).toString('hex')}`,
    payload: { type: PING, timestamp: timestamp(now), data: { site_id: siteId, object: { webhook_id: webhookId } } },
  };
  // The ping is queued without reading the webhook (one request), so it is stored in the newest
  // shape; its first attempt renders it in the webhook's version and logs what it sent.
  const delivery = newDelivery(
    siteId,
    webhookId,
    deliveryIdOf(event.id, webhookId, now),
    event,
    roundLimit,
    now,
    JSON.stringify(newestPayload(event)),
    'newest',
  );
  try {
    await sendTransaction([
      labelled('webhook', {
        ConditionCheck: {
          TableName: TABLE_NAME,
          Key: webhookKeys.webhook(siteId, webhookId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      }),
      labelled('delivery', {
        Put: {
          TableName: TABLE_NAME,
          Item: deliveryItem(delivery, now.getTime()),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused && error.refused('webhook')) return undefined;
    throw error;
  }
  return delivery;
};

/** GET /webhooks/{webhook}/deliveries/{delivery} by ids: the delivery, read with the token. */
export const deliveryPrefetch = prefetchByIds(['webhook', 'delivery'], (siteId, [webhookId, deliveryId]) => [
  webhookKeys.delivery(siteId, webhookId as string, deliveryId as string),
]);

/** One delivery: one strongly consistent GetItem. */
export const getDelivery = async (
  siteId: string,
  webhookId: string,
  deliveryId: string,
): Promise<Delivery | undefined> => {
  const item = await readItem(webhookKeys.delivery(siteId, webhookId, deliveryId));
  return item && toDelivery(item);
};

/**
 * A webhook's deliveries, newest first: one Query on its GSI1 partition. The first page also
 * reads the webhook's marker (it sorts after every delivery), so an absent webhook is undefined.
 */
export const listDeliveries = async (
  siteId: string,
  webhookId: string,
  page: PageRequest,
): Promise<Page<Delivery> | undefined> => {
  const index = webhookKeys.deliveryIndex(siteId, webhookId);
  const result = await queryPage(
    {
      TableName: TABLE_NAME,
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk',
      ScanIndexForward: false,
      ExpressionAttributeValues: { ':pk': index },
    },
    page,
    {
      partition: ['gsi1pk', index],
      keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
      isHead: (item) => item.gsi1sk === WEBHOOK_MARKER,
    },
  );
  // The marker heads the newest-first order: a first page without it is a webhook that does not exist.
  if (page.cursor === undefined && !result.heads?.length) return undefined;
  return mapPage(result, toDelivery);
};

/** Queues a delivery again for one attempt: one UpdateItem (false when absent). */
export const requestRedelivery = async (
  siteId: string,
  webhookId: string,
  deliveryId: string,
): Promise<Delivery | undefined> => {
  const now = new Date();
  const outcome = await updateItem(webhookKeys.delivery(siteId, webhookId, deliveryId), {
    UpdateExpression:
      'SET #status = :pending, round = :zero, round_limit = :one, queued_at = :queued, next_attempt_at = :now',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':pending': 'pending',
      ':zero': 0,
      ':one': 1,
      ':queued': now.toISOString(),
      ':now': timestamp(now),
    },
    ReturnValues: 'ALL_NEW',
  });
  return outcome.refused ? undefined : toDelivery(outcome.attributes);
};

/** A delivery and its webhook: one BatchGetItem (either may be absent). */
export const getDeliveryAndWebhook = async (ref: DeliveryRef): Promise<{ delivery?: Delivery; webhook?: Webhook }> => {
  const deliveryKey = webhookKeys.delivery(ref.siteId, ref.webhookId, ref.deliveryId);
  const webhookKey = webhookKeys.webhook(ref.siteId, ref.webhookId);
  const found = await batchGet([deliveryKey, webhookKey]);
  const delivery = found.get(keyId(deliveryKey));
  const webhook = found.get(keyId(webhookKey));
  return { delivery: delivery && toDelivery(delivery), webhook: webhook && toWebhook(webhook) };
};

/** The outcome of one attempt as the log shows it. */
export interface AttemptRecord {
  readonly status: DeliveryStatus;
  readonly at: Date;
  readonly nextAttemptAt: Date | null;
  readonly responseStatus: number | null;
  readonly responseTimeMs: number | null;
  readonly responseBody: string | null;
  readonly error: string | null;
  /** The body sent, when the delivery stored its payload unrendered: it replaces the stored one. */
  readonly payload?: string;
}

/**
 * Records an attempt: one UpdateItem conditioned on the attempt count the attempt started from,
 * so of two copies of one queue message only one is recorded. False when it lost that race.
 */
export const recordAttempt = async (ref: DeliveryRef, attempt: AttemptRecord): Promise<boolean> => {
  const sent = attempt.payload === undefined ? {} : { ':payload': attempt.payload };
  const outcome = await updateItem(webhookKeys.delivery(ref.siteId, ref.webhookId, ref.deliveryId), {
    UpdateExpression:
      'SET attempts = attempts + :one, round = round + :one, #status = :status, last_attempt_at = :at, next_attempt_at = :next, ' +
      'response_status = :code, response_time_ms = :ms, response_body = :body, #error = :error' +
      (attempt.payload === undefined ? '' : ', payload = :payload REMOVE payload_shape'),
    ConditionExpression: 'attempts = :expected',
    ExpressionAttributeNames: { '#status': 'status', '#error': 'error' },
    ExpressionAttributeValues: {
      ':one': 1,
      ':expected': ref.attempts,
      ':status': attempt.status,
      ':at': timestamp(attempt.at),
      ':next': attempt.nextAttemptAt && timestamp(attempt.nextAttemptAt),
      ':code': attempt.responseStatus,
      ':ms': attempt.responseTimeMs,
      // null when there was no answer: DynamoDB takes no undefined value.
      ':body': attempt.responseBody?.slice(0, RESPONSE_EXCERPT_CHARS) ?? null,
      ':error': attempt.error,
      ...sent,
    },
  });
  return !outcome.refused;
};

/**
 * Keeps a webhook's failure clock: a success clears it, a failure starts it (if not running) and
 * deactivates the webhook once every delivery has failed for `disableAfterMs`. One UpdateItem,
 * only when something changes.
 */
export const recordWebhookHealth = async (
  siteId: string,
  webhook: Webhook,
  succeeded: boolean,
  disableAfterMs: number,
  now = new Date(),
): Promise<void> => {
  const key = webhookKeys.webhook(siteId, webhook.id);
  // A refusal (the webhook is gone, or its clock moved meanwhile) leaves it as it is.
  if (succeeded) {
    if (!webhook.failing_since) return;
    await updateItem(key, { UpdateExpression: 'REMOVE failing_since', ConditionExpression: 'attribute_exists(pk)' });
    return;
  }
  if (!webhook.failing_since) {
    await updateItem(key, {
      UpdateExpression: 'SET failing_since = if_not_exists(failing_since, :now)',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': timestamp(now) },
    });
    return;
  }
  if (webhook.active && now.getTime() - Date.parse(webhook.failing_since) >= disableAfterMs) {
    await updateItem(key, {
      UpdateExpression: 'SET active = :false, updated_at = :now',
      ConditionExpression: 'failing_since = :since',
      ExpressionAttributeValues: { ':false': false, ':now': timestamp(now), ':since': webhook.failing_since },
    });
  }
};
