import { TABLE_NAME } from '../db/client.js';
import { readItem } from '../db/one-item.js';
import { queryAll } from '../db/query-all.js';
import { toRecord } from '../db/record.js';
import { GSI1 } from '../db/table.js';
import { notFound } from '../http/errors.js';
import type { Order } from '../orders/order-record.js';
import { readOrder as getOrder } from './order-read.js';
import { paymentKeys } from './keys.js';
import type { Payment } from './payment-record.js';
import { orderIdOf } from '../orders/order-ref.js';

// Reads of payments, apart from their writes: the read functions' bundles carry no provider SDK.
const toPayment = (item: Record<string, unknown>) => toRecord<Payment>(item);

/** The order, refused as 404 when absent or another customer's (a customer session sees only its own). */
const visibleOrder = (order: Order | undefined, customerId: string | undefined): Order => {
  if (!order || (customerId !== undefined && order.customer_id !== customerId)) throw notFound('Order');
  return order;
};

/** A payment by id: one GetItem; a customer session sees only its own. */
export const getPayment = async (siteId: string, id: string, customerId?: string): Promise<Payment> => {
  const item = await readItem(paymentKeys.payment(siteId, id));
  const payment = item && toPayment(item);
  if (!payment || (customerId !== undefined && payment.customer_id !== customerId)) throw notFound('Payment');
  return payment;
};

/**
 * An order's payments, oldest first: one Query of its GSI1 partition (an order has a handful); an
 * order with none is read to tell an empty list from an unknown order.
 */
export const listOrderPayments = async (siteId: string, orderRef: string, customerId?: string): Promise<Payment[]> => {
  const orderId = await orderIdOf(siteId, orderRef);
  if (!orderId) throw notFound('Order');
  const found = (
    await queryAll({
      TableName: TABLE_NAME,
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': paymentKeys.orderPayments(siteId, orderId) },
    })
  ).map(toPayment);
  if (found.length === 0) visibleOrder(await getOrder(siteId, orderId), customerId);
  if (customerId !== undefined && found.some((payment) => payment.customer_id !== customerId)) throw notFound('Order');
  return found;
};
