import type { Change } from '../events/event-map.js';
import { readItem, putItemIf, requiring, updateItem, setting } from '../db/one-item.js';
import { timestamp } from '../db/keys.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { forEachPartitionPage, readPartition } from '../db/query-all.js';
import { orderKeys } from '../orders/keys.js';
import { workQueue } from '../queues/work-queue.js';
import { webhookKeys } from '../webhooks/keys.js';
import { anonymizedOrder, type ErasableOrder, redactedPayload } from './erasure-rules.js';
import { completeErasure, getErasure } from './erasures.js';

/**
 * The part of a customer's erasure that is off the request path: the table stream's reaction
 * (lib/events/router.ts) queues one message per new erasure record on this queue, and its consumer
 * anonymizes the customer's orders and strips the customer from the site's webhook delivery logs,
 * then marks the erasure complete. At least once and idempotent: an order already anonymized and a
 * payload already reduced are left alone.
 */
export const ERASURE_QUEUE = 'customer-erasure';

export interface ErasureMessage {
  readonly site_id: string;
  readonly customer_id: string;
}

const ERASURE_PARTITION = /^([0-9a-f]{24})#CUSTOMER_ERASURE$/;

/** The stream's reaction: a new erasure record queues the rest of its work. */
export const queueErasure = async (change: Change): Promise<void> => {
  const site = ERASURE_PARTITION.exec(change.key.pk);
  if (!site || change.action !== 'INSERT') return;
  await workQueue<ErasureMessage>(ERASURE_QUEUE).send({ site_id: site[1] as string, customer_id: change.key.sk });
};

/**
 * Anonymizes one order: one PutItem conditioned on the version of the copy its index page gave
 * (the whole order: the index projects every attribute), so the order is not read again; when that
 * copy was stale or the order changed meanwhile, the order is read (one consistent GetItem) and
 * written again. True when it changed the order.
 */
const anonymizeOrder = (siteId: string, indexed: Record<string, unknown>): Promise<boolean> =>
  withOptimisticRetry(async (attempt) => {
    const item = attempt === 1 ? indexed : await readItem(orderKeys.order(siteId, indexed.sk as string));
    if (!item || item.customer_erased === true) return false;
    const version = item.version as number;
    const next = { ...anonymizedOrder(item as unknown as ErasableOrder, timestamp()), version: version + 1 };
    const out = await putItemIf({ ...next, pk: item.pk as string, sk: item.sk as string }, requiring({ version }));
    if (out.refused) throw new StaleRead('order changed during its anonymization');
    return true;
  });

/**
 * Reduces every stored delivery payload of the site's webhooks that names the customer (its id:
 * the customer's own events, and its orders' and devices' through `customer_id`): one Query per
 * webhook page and per delivery page (filtered on the payload), one UpdateItem per payload reduced.
 */
const scrubDeliveries = async (siteId: string, customerId: string): Promise<void> => {
  const webhooks = await readPartition({ pk: webhookKeys.webhookPartition(siteId) }, { projection: 'sk' });
  for (const webhook of webhooks) {
    await forEachPartitionPage(
      { pk: webhookKeys.delivery(siteId, webhook.sk as string, '').pk },
      async (deliveries) => {
        for (const delivery of deliveries) {
          const key = { pk: delivery.pk as string, sk: delivery.sk as string };
          await updateItem(key, {
            ...setting({ payload: redactedPayload(delivery.payload as string) }),
            ConditionExpression: 'attribute_exists(pk)',
          });
        }
      },
      {
        consistent: true,
        projection: 'pk, sk, payload',
        filter: { expression: 'contains(payload, :customer)', values: { ':customer': customerId } },
      },
    );
  }
};

/** The queue's consumer: the erased customer's orders, then the delivery logs, then the record marked complete. */
export const finishErasure = async (message: ErasureMessage): Promise<void> => {
  const { site_id: siteId, customer_id: customerId } = message;
  const erasure = await getErasure(siteId, customerId);
  if (!erasure || erasure.completed_at) return;
  let anonymized = 0;
  await forEachPartitionPage({ pk: orderKeys.customerOrders(siteId, customerId), index: 'gsi1' }, async (orders) => {
    for (const order of orders) if (await anonymizeOrder(siteId, order)) anonymized += 1;
  });
  await scrubDeliveries(siteId, customerId);
  await completeErasure(siteId, customerId, erasure.orders_anonymized + anonymized);
};
