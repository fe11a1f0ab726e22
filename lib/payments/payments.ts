import { fromMinor } from '../commerce/money.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { TABLE_NAME } from '../db/client.js';
import { newId, timestamp } from '../db/keys.js';
import { readItem } from '../db/one-item.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { toRecord } from '../db/record.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { ApiError, conflict, notFound } from '../http/errors.js';
import { orderMailItem } from '../mail-templates/customer-mail-requests.js';
import { historyPut, SYSTEM_ACTOR, type HistoryActor } from '../orders/history.js';
import { orderKeys } from '../orders/keys.js';
import { toOrder, type Order } from '../orders/order-record.js';
import { startAtProvider } from './adapters.js';
import { paymentKeys } from './keys.js';
import { orderAfter, orderMoneyUpdate } from './order-money.js';
import type { Payment } from './payment-record.js';
import { amountOutstanding } from './payment-rules.js';
import type { ProviderSettings } from './provider-record.js';
import { testPaymentsAllowed } from './provider-rules.js';
import { testPaymentsDisabled } from './providers.js';
import type { CreatePayment } from './schemas.js';
import { orderIdOf } from '../orders/order-ref.js';

/** A payment's item: its record under its key, indexed on GSI1 by its order. */
const paymentItem = (siteId: string, payment: Payment) => ({
  ...paymentKeys.payment(siteId, payment.id),
  gsi1pk: paymentKeys.orderPayments(siteId, payment.order_id),
  gsi1sk: payment.id,
  ...payment,
});

/** 409 `order_not_payable`: a cancelled order, or one that owes nothing. */
const notPayable = (order: Order) =>
  conflict(
    'order_not_payable',
    order.status === 'cancelled' ? 'The order is cancelled' : 'The order owes nothing: it is paid in full',
    { details: { status: order.status, amount_outstanding: fromMinor(amountOutstanding(order)) } },
  );

/** The order, refused as 404 when absent or another customer's (a customer session sees only its own). */
const visibleOrder = (order: Order | undefined, customerId: string | undefined): Order => {
  if (!order || (customerId !== undefined && order.customer_id !== customerId)) throw notFound('Order');
  return order;
};

/**
 * Starts paying what an order still owes: one BatchGetItem (the order and the provider's
 * settings), the provider's call, then one TransactWriteItems that stores the payment, expires the
 * order's other pending payments and records it as the order's open one, conditioned on the order's
 * version (a concurrent change reads the order again; the provider is not called twice).
 */
export const createPayment = async (
  siteId: string,
  orderRef: string,
  body: CreatePayment,
  context: { readonly customerId?: string; readonly base: string; readonly actor?: HistoryActor },
): Promise<{ payment: Payment; clientSecret?: string | null }> => {
  if (body.provider === 'test' && !testPaymentsAllowed()) throw testPaymentsDisabled();
  const orderId = await orderIdOf(siteId, orderRef);
  if (!orderId) throw notFound('Order');
  const orderKey = orderKeys.order(siteId, orderId);
  const settingsKey = paymentKeys.provider(siteId, body.provider);
  const found = await batchGet([orderKey, settingsKey]);
  const orderItem = found.get(keyId(orderKey));
  let order = visibleOrder(orderItem && toOrder(orderItem), context.customerId);
  const settingsItem = found.get(keyId(settingsKey));
  const settings = settingsItem && toRecord<ProviderSettings>(settingsItem);
  if (!settings?.enabled)
    throw new ApiError(422, 'provider_not_configured', `The ${body.provider} provider is not set up for this site`, {
      errors: [{ field: 'provider', message: 'is not set up for this site', code: 'provider_not_configured' }],
    });
  const amount = amountOutstanding(order);
  if (order.status === 'cancelled' || order.status === 'fulfilled' || amount <= 0) throw notPayable(order);
  const at = new Date();
  const id = newId(at);
  const started = await startAtProvider(settings, {
    siteId,
    paymentId: id,
    orderId: order.id,
    orderNumber: order.number,
    amount,
    currency: order.currency,
    method: body.method ?? null,
    returnUrl: body.return_url,
    base: context.base,
  });
  const now = timestamp(at);
  const payment: Payment = {
    id,
    order_id: order.id,
    customer_id: order.customer_id,
    provider: body.provider,
    status: 'pending',
    amount,
    currency: order.currency,
    method: body.method ?? null,
    return_url: body.return_url,
    checkout_url: started.checkoutUrl,
    provider_reference: started.reference,
    amount_captured: 0,
    amount_refunded: 0,
    transactions: [],
    created_at: now,
    updated_at: now,
    version: 1,
  };
  let first = true;
  await withOptimisticRetry(
    async () => {
      if (!first) {
        const again = await readItem(orderKey);
        order = visibleOrder(again && toOrder(again), context.customerId);
        if (order.status === 'cancelled' || amountOutstanding(order) !== amount) throw notPayable(order);
      }
      first = false;
      const others = (order.open_payments ?? []).filter((other) => other !== id);
      const next = orderAfter(order, { open: [id] }, now, '');
      const items: TransactionItem[] = [
        labelled('payment', {
          Put: {
            TableName: TABLE_NAME,
            Item: paymentItem(siteId, payment),
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }),
        ...others.map((other) =>
          labelled(`expire:${other}`, {
            Update: {
              TableName: TABLE_NAME,
              Key: paymentKeys.payment(siteId, other),
              UpdateExpression: 'SET #status = :expired, updated_at = :now ADD version :one',
              ConditionExpression: '#status = :pending',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: { ':expired': 'expired', ':pending': 'pending', ':now': now, ':one': 1 },
            },
          }),
        ),
        orderMoneyUpdate(siteId, order, next),
        historyPut(siteId, order, 'payment_started', context.actor ?? SYSTEM_ACTOR, {
          payment_id: id,
          provider: body.provider,
          amount: fromMinor(amount),
        }),
        // A manual payment (bank transfer, cash on delivery) confirms the order when it starts.
        ...(body.provider === 'manual' ? [orderMailItem(siteId, 'order_confirmation', order, order.id)] : []),
      ];
      try {
        await sendTransaction(items);
      } catch (error) {
        if (error instanceof TransactionRefused) throw new StaleRead('the order moved meanwhile', { cause: error });
        throw error;
      }
    },
    { attempts: 5, backoffMs: 20 },
  );
  return { payment, clientSecret: started.clientSecret };
};
