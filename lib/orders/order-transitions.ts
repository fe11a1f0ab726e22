import { updateWithDepth } from '../hooks/write-depth.js';
import { TABLE_NAME } from '../db/client.js';
import { timestamp } from '../db/keys.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { labelled, sendTransaction, TransactionRefused } from '../db/transaction.js';
import { conflict, forbidden, notFound } from '../http/errors.js';
import { releaseCoupon, releaseCouponMaps } from '../coupons/redemptions.js';
import { returnStock } from '../products/stock.js';
import { remainderFulfillment } from './fulfillments.js';
import { remainingLines, statusWhenPaid } from './fulfillment-rules.js';
import { historyPut, SYSTEM_ACTOR, type HistoryActor } from './history.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { COUNTER_WRITE_RETRY, invoiceHistory, invoiceItems, invoiceReadKeys } from '../invoices/invoice-items.js';
import { orderKeys } from './keys.js';
import type { Order } from './order-record.js';
import { getOrder } from './order-queries.js';
import type { OrderStatus } from './schemas.js';
import { allowedFrom, mayTransition } from './transition-rules.js';
import { orderMailItem } from '../mail-templates/customer-mail-requests.js';
import { manualPaymentItems } from '../payments/manual-payment.js';
import { amountOutstanding, moneyOf } from '../payments/payment-rules.js';

/**
 * Moves an order to `to` (409 invalid_transition when its status does not allow it): one GetItem
 * (two by number), then one TransactWriteItems conditioned on the status and version read, so of
 * two racing changes exactly one wins. Cancelling gives the stock back and releases the coupon redemption
 * in the same transaction (a product or coupon deleted since is left out).
 * `customerId`: a customer acting through a session, who may only see, and cancel while pending, their own orders.
 * `depth`: of a transition cloud code makes (writeDepth), recorded on what it changes.
 * `actor`: who moves it, for the order's history (its entry is one more Put of the same transaction).
 * `expiring`: the unpaid-order expiry's cancel (lib/orders/order-expiry.ts): only an order still
 * `pending` with no captured or authorized money (a payment landing meanwhile wins), with `cancel_reason: "expired"`; 409 `not_expirable` otherwise.
 */
export const transitionOrder = (
  siteId: string,
  ref: string,
  to: OrderStatus,
  note: string | undefined,
  options: {
    readonly customerId?: string;
    readonly depth?: number;
    readonly actor?: HistoryActor;
    readonly expiring?: boolean;
  } = {},
): Promise<Order> => {
  const { customerId, depth = 0, actor = SYSTEM_ACTOR, expiring = false } = options;
  // Labels of the items refused because what they change is gone (a product or coupon deleted since): left out of the next attempt.
  const gone = new Set<string>();
  return withOptimisticRetry(
    async () => {
      const order = await getOrder(siteId, ref);
      if (!order || (customerId !== undefined && order.customer_id !== customerId)) throw notFound('Order');
      if (customerId !== undefined && !(to === 'cancelled' && order.status === 'pending')) {
        throw forbidden('customer_not_allowed', 'A customer may only cancel their own pending order');
      }
      if (!mayTransition(order.status, to)) {
        throw conflict('invalid_transition', `An order that is ${order.status} cannot become ${to}`, {
          details: { from: order.status, allowed: allowedFrom(order.status) },
        });
      }
      const money = moneyOf(order);
      // Goods already on their way (cash on delivery ships a pending order) are not given back to stock
      // by a cancel: the order's fulfilments are cancelled first.
      const shippedUnits = Object.values(order.fulfilled_lines ?? {}).reduce((sum, quantity) => sum + quantity, 0);
      if (expiring && (order.status !== 'pending' || money.paid > 0 || money.authorized > 0 || shippedUnits > 0))
        throw conflict('not_expirable', 'The order is no longer pending, unpaid and unshipped', {
          details: { status: order.status },
        });
      if (to === 'cancelled' && shippedUnits > 0)
        throw conflict('fulfillments_outstanding', 'Part of the order has shipped: cancel its fulfilments first', {
          details: { shipped: shippedUnits },
        });
      if (to === 'cancelled' && money.paid - money.refunded > 0) {
        throw conflict('refund_required', 'The order holds captured money: refund it before cancelling the order', {
          details: { refundable: (money.paid - money.refunded) / 100 },
        });
      }
      const now = timestamp();
      // Marking an order paid by hand records a manual payment of what it owed, so its ledger adds up.
      const owed = to === 'paid' ? amountOutstanding(order) : 0;
      const manual = owed > 0 ? manualPaymentItems(siteId, order, owed, now, depth) : undefined;
      // Marking an order fulfilled by hand ships whatever is left, as a fulfilment of its own; marking
      // paid an order already fully shipped (cash on delivery) makes it fulfilled at once.
      const shipped =
        to === 'fulfilled'
          ? remainderFulfillment(siteId, order, remainingLines(order), actor, new Date(), depth)
          : undefined;
      const status = to === 'paid' ? statusWhenPaid(order) : to;
      // Paid by hand: the invoice is issued in this same write (one more read: the year's counter and the site).
      const invoice =
        to === 'paid' && !order.invoice_number ? await issueInvoice(siteId, order, manual, now) : undefined;
      const next: Order = {
        ...order,
        ...shipped?.order,
        status,
        history: [...order.history, { status, at: now, note: note ?? null }],
        updated_at: now,
        version: order.version + 1,
        ...manual?.order,
        ...(expiring && { cancel_reason: 'expired' as const }),
        ...(invoice && { invoice_number: invoice.number }),
      };
      const cancelling = to === 'cancelled';
      const stock = cancelling ? returnStock(siteId, order.taken, depth).filter((item) => !gone.has(item.label)) : [];
      const release = order.redemption === 'item' ? releaseCoupon : releaseCouponMaps;
      const coupon =
        cancelling && order.coupon
          ? release(siteId, order.coupon, order.id, order.redeemer, depth).filter((item) => !gone.has(item.label))
          : [];
      const items = [
        labelled('order', {
          Update: {
            TableName: TABLE_NAME,
            Key: orderKeys.order(siteId, order.id),
            ...updateWithDepth(
              {
                set: [
                  '#status = :to',
                  'history = list_append(history, :entry)',
                  'updated_at = :now',
                  ...(manual ? manual.set : []),
                  ...(shipped ? shipped.set : []),
                  ...(expiring ? ['cancel_reason = :reason'] : []),
                  ...(invoice ? ['invoice_number = :invoice'] : []),
                ],
                add: ['version :one'],
              },
              depth,
              {
                ':to': status,
                ':from': order.status,
                ':entry': [next.history[next.history.length - 1]],
                ':now': now,
                ':one': 1,
                ...manual?.values,
                ...shipped?.values,
                ':version': order.version,
                ...(expiring && { ':reason': 'expired' }),
                ...(invoice && { ':invoice': invoice.number }),
              },
            ),
            // On the version read, not only the status: a capture, a refund or a fulfilment may change the
            // order's money or shipped lines without moving its status, and what this write decides
            // (refund_required, the lines left to ship, the status when paid) was read with them.
            ConditionExpression: '#status = :from AND version = :version',
            ExpressionAttributeNames: { '#status': 'status' },
          },
        }),
        historyPut(siteId, order, 'status_changed', actor, { from: order.status, to: status, note: note ?? null }),
        ...(shipped ? shipped.items : []),
        ...stock,
        ...coupon,
        ...(manual ? [manual.payment] : []),
        ...(invoice?.items ?? []),
        ...invoiceHistory(siteId, order, invoice),
        // Paid by hand: the buyer's confirmation (once: a manual payment's start asked for the same one).
        ...(to === 'paid' ? [orderMailItem(siteId, 'order_confirmation', order, order.id)] : []),
      ];
      try {
        await sendTransaction(items);
        return next;
      } catch (error) {
        if (!(error instanceof TransactionRefused)) throw error;
        if (error.refused('order')) throw new StaleRead('order status changed concurrently', { cause: error });
        // A coupon deleted since takes its claim's copy with it.
        for (const label of error.failed)
          for (const item of label === 'coupon' ? ['coupon', 'coupon:claim'] : [label]) gone.add(item);
        throw new StaleRead('a product or coupon of the order changed concurrently', { cause: error });
      }
    },
    // Paying by hand takes the invoice counter that every order paid at the same moment shares;
    // other moves keep the default retry.
    to === 'paid' ? COUNTER_WRITE_RETRY : undefined,
  );
};

/** The invoice of an order paid by hand: its counter and site read (one BatchGetItem), then its items. */
const issueInvoice = async (
  siteId: string,
  order: Order,
  manual: { readonly order: Partial<Order> } | undefined,
  now: string,
) => {
  const [counterKey, siteKey, taxesKey] = invoiceReadKeys(siteId, now);
  const found = await batchGet([counterKey, siteKey, taxesKey]);
  const paid: Order = { ...order, ...manual?.order, status: 'paid' };
  return invoiceItems(
    siteId,
    paid,
    { counter: found.get(keyId(counterKey)), site: found.get(keyId(siteKey)), taxes: found.get(keyId(taxesKey)) },
    now,
  );
};
