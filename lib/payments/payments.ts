import { batchGet, keyId } from '../db/batch-get.js';
import { TABLE_NAME } from '../db/client.js';
import { isId, newId, timestamp, ttlFrom } from '../db/keys.js';
import { readItem } from '../db/one-item.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { queryAll } from '../db/query-all.js';
import { toRecord } from '../db/record.js';
import { GSI1 } from '../db/table.js';
import { labelled, sendTransaction, sendWrite, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { ApiError, conflict, notFound } from '../http/errors.js';
import { orderKeys } from '../orders/keys.js';
import { toOrder, type Order } from '../orders/order-record.js';
import { getOrder } from '../orders/order-queries.js';
import { startAtProvider } from './adapters.js';
import { paymentKeys } from './keys.js';
import { orderAfter, orderMoneyUpdate } from './order-money.js';
import type { Payment, PaymentTransaction } from './payment-record.js';
import { amountOutstanding, mayMove, moneyOf, type PaymentStatus } from './payment-rules.js';
import type { ProviderEvent } from './provider-event.js';
import type { ProviderSettings } from './provider-record.js';
import { testPaymentsAllowed, type ProviderName } from './provider-rules.js';
import { testPaymentsDisabled } from './providers.js';
import type { CreatePayment } from './schemas.js';

/** A payment's item: its record under its key, indexed on GSI1 by its order. */
const paymentItem = (siteId: string, payment: Payment) => ({
  ...paymentKeys.payment(siteId, payment.id),
  gsi1pk: paymentKeys.orderPayments(siteId, payment.order_id),
  gsi1sk: payment.id,
  ...payment,
});
const toPayment = (item: Record<string, unknown>) => toRecord<Payment>(item);

/** 409 `order_not_payable`: a cancelled order, or one that owes nothing. */
const notPayable = (order: Order) =>
  conflict(
    'order_not_payable',
    order.status === 'cancelled' ? 'The order is cancelled' : 'The order owes nothing: it is paid in full',
    { details: { status: order.status, amount_outstanding: amountOutstanding(order) / 100 } },
  );

/** An order id from an id or a number (a number costs one read of its claim). */
const orderIdOf = async (siteId: string, ref: string): Promise<string | undefined> =>
  isId(ref) ? ref : (await getOrder(siteId, ref))?.id;

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
  context: { readonly customerId?: string; readonly base: string },
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

/** What applying a provider's event came to. */
export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown';

/** How long an applied event's id is remembered: providers retry for about three days. */
const EVENT_MEMORY_SECONDS = 30 * 86_400;

/**
 * Applies one verified provider event: one BatchGetItem (the payment, its order and the event's
 * id), then one TransactWriteItems recording the event's id (conditioned on its absence: an event
 * is applied at most once), the payment's new status and ledger (conditioned on the status read:
 * it only moves forward) and the order's money, financial status and, when first paid in full,
 * its status `paid`. An event the payment's status has passed (a late `pending`, a repeat of
 * `paid` under another id) is remembered and changes nothing; an amount or currency other than
 * the payment's marks it `amount_mismatch` and pays nothing. `unknown`: no such payment (yet).
 */
export const applyProviderEvent = (
  siteId: string,
  provider: ProviderName,
  event: ProviderEvent,
): Promise<EventOutcome> =>
  withOptimisticRetry(
    async () => {
      const paymentKey = paymentKeys.payment(siteId, event.payment_id);
      const orderKey = orderKeys.order(siteId, event.order_id);
      const markerKey = paymentKeys.providerEvent(siteId, provider, event.id);
      const found = await batchGet([paymentKey, orderKey, markerKey]);
      if (found.has(keyId(markerKey))) return 'duplicate';
      const paymentItemRead = found.get(keyId(paymentKey));
      const orderItem = found.get(keyId(orderKey));
      const payment = paymentItemRead && toPayment(paymentItemRead);
      if (!payment || !orderItem || payment.provider !== provider || payment.order_id !== event.order_id)
        return 'unknown';
      const order = toOrder(orderItem);
      const now = timestamp();
      const marker = labelled('event', {
        Put: {
          TableName: TABLE_NAME,
          Item: {
            ...markerKey,
            payment_id: payment.id,
            status: event.status,
            at: now,
            ttl: ttlFrom(new Date(Date.now() + EVENT_MEMORY_SECONDS * 1000)),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
      const moneyEvent = event.status === 'authorized' || event.status === 'paid';
      const mismatch =
        moneyEvent &&
        ((event.amount !== undefined && event.amount !== payment.amount) ||
          (event.currency !== undefined && event.currency.toUpperCase() !== payment.currency.toUpperCase()));
      const target: PaymentStatus = mismatch ? 'amount_mismatch' : event.status;
      if (!mayMove(payment.status, target)) {
        try {
          await sendWrite([marker]);
        } catch (error) {
          if (error instanceof TransactionRefused) return 'duplicate';
          throw error;
        }
        return 'ignored';
      }
      const money = moneyOf(order);
      const wasAuthorized = payment.status === 'authorized';
      const entry = (kind: PaymentTransaction['kind']): PaymentTransaction => ({
        id: newId(),
        kind,
        amount: payment.amount,
        provider_reference: event.reference ?? null,
        created_at: now,
      });
      const transactions: PaymentTransaction[] = [];
      let authorized = money.authorized - (wasAuthorized ? payment.amount : 0);
      let paid = money.paid;
      let voided = money.voided;
      let captured = payment.amount_captured;
      const refundable = { ...order.refundable };
      const providers = { ...order.payment_providers };
      if (target === 'authorized') {
        transactions.push(entry('authorization'));
        authorized += payment.amount;
      } else if (target === 'paid') {
        transactions.push(entry('capture'));
        paid += payment.amount;
        captured = payment.amount;
        refundable[payment.id] = payment.amount;
        providers[payment.id] = provider;
      } else if (target === 'voided') {
        transactions.push(entry('void'));
        voided = true;
      }
      const open = (order.open_payments ?? []).filter((other) => other !== payment.id);
      const next = orderAfter(
        order,
        { paid, authorized, voided, open, refundable, providers },
        now,
        `Paid through ${provider}`,
      );
      const items = [
        marker,
        labelled('payment', {
          Update: {
            TableName: TABLE_NAME,
            Key: paymentKey,
            UpdateExpression:
              'SET #status = :to, transactions = list_append(transactions, :entries), amount_captured = :captured, updated_at = :now' +
              (event.reference && !payment.provider_reference ? ', provider_reference = :reference' : '') +
              ' ADD version :one',
            ConditionExpression: '#status = :from',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':to': target,
              ':from': payment.status,
              ':entries': transactions,
              ':captured': captured,
              ':now': now,
              ':one': 1,
              ...(event.reference && !payment.provider_reference && { ':reference': event.reference }),
            },
          },
        }),
        orderMoneyUpdate(siteId, order, next),
      ];
      try {
        await sendTransaction(items);
      } catch (error) {
        if (!(error instanceof TransactionRefused)) throw error;
        if (error.refused('event')) return 'duplicate';
        throw new StaleRead('the payment or its order moved meanwhile', { cause: error });
      }
      return 'applied';
    },
    { attempts: 8, backoffMs: 10, maxBackoffMs: 200 },
  );
