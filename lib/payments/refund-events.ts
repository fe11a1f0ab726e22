import { batchGet, keyId } from '../db/batch-get.js';
import { timestamp } from '../db/keys.js';
import { toRecord } from '../db/record.js';
import { sendWrite, TransactionRefused } from '../db/transaction.js';
import { orderKeys } from '../orders/keys.js';
import { toOrder } from '../orders/order-record.js';
import type { EventOutcome } from './apply-event.js';
import { eventMarker } from './event-marker.js';
import { paymentKeys } from './keys.js';
import type { ProviderRefundEvent } from './provider-event.js';
import type { ProviderName } from './provider-rules.js';
import type { Refund } from './refund-record.js';
import { settleRefund } from './refunds.js';

/**
 * Applies a provider's word on a refund it was asked for: one BatchGetItem (the refund, its order,
 * the event's id), then one TransactWriteItems settling the refund (`succeeded`: into its payment's
 * ledger, with the `order_refunded` mail; `failed`: its money refundable again) with the event's id
 * recorded, conditioned on its absence and on the refund still being `pending`. A `pending` word,
 * a refund already settled or one that is not ours is remembered and changes nothing (`ignored`).
 */
export const applyRefundEvent = async (
  siteId: string,
  provider: ProviderName,
  event: ProviderRefundEvent,
): Promise<EventOutcome> => {
  const refundKey = paymentKeys.refund(siteId, event.order_id, event.refund_id);
  const orderKey = orderKeys.order(siteId, event.order_id);
  const markerKey = paymentKeys.providerEvent(siteId, provider, event.id);
  const found = await batchGet([refundKey, orderKey, markerKey]);
  if (found.has(keyId(markerKey))) return 'duplicate';
  const refundItem = found.get(keyId(refundKey));
  const orderItem = found.get(keyId(orderKey));
  const refund = refundItem && toRecord<Refund>(refundItem);
  const marker = eventMarker(
    siteId,
    provider,
    event.id,
    { refund_id: event.refund_id, status: event.status },
    timestamp(),
  );
  const settle = refund && orderItem && refund.status === 'pending';
  try {
    if (settle && event.status !== 'pending') {
      const settled = await settleRefund(
        siteId,
        refund,
        toOrder(orderItem),
        {
          status: event.status,
          reference: event.reference,
          provider,
          ...(event.payment_id && { payment_id: event.payment_id }),
        },
        [marker],
      );
      if (settled) return 'applied';
    }
    await sendWrite([marker]);
  } catch (error) {
    if (error instanceof TransactionRefused && error.refused('event')) return 'duplicate';
    throw error;
  }
  return 'ignored';
};
