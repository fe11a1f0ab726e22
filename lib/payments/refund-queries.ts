import { isId } from '../db/keys.js';
import { readItem } from '../db/one-item.js';
import { readPartition } from '../db/query-all.js';
import { toRecord } from '../db/record.js';
import { notFound } from '../http/errors.js';
import { orderKeys } from '../orders/keys.js';
import { readOrder as getOrder } from './order-read.js';
import { paymentKeys } from './keys.js';
import type { Refund } from './refund-record.js';

// Reads of refunds, apart from their writes: the read functions' bundles carry no provider SDK.
const toRefund = (item: Record<string, unknown>) => toRecord<Refund>(item);
/** One refund of an order: one GetItem. */
export const getRefund = async (siteId: string, orderId: string, refundId: string): Promise<Refund> => {
  const item = await readItem(paymentKeys.refund(siteId, orderId, refundId));
  if (!item) throw notFound('Refund');
  return toRefund(item);
};

/** An order's refunds, oldest first: one Query of its refund partition; none read the order to tell an unknown order. */
export const listRefunds = async (siteId: string, ref: string): Promise<Refund[]> => {
  const orderId = isId(ref) ? ref : (await getOrder(siteId, ref))?.id;
  if (!orderId) throw notFound('Order');
  const found = (await readPartition({ pk: paymentKeys.orderRefunds(siteId, orderId) }, { consistent: true })).map(
    toRefund,
  );
  if (found.length === 0 && !(await readItem(orderKeys.order(siteId, orderId)))) throw notFound('Order');
  return found;
};
