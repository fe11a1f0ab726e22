import { TABLE_NAME } from '../db/client.js';
import { timestamp } from '../db/keys.js';
import { labelled, type TransactionItem } from '../db/transaction.js';
import { statusWhenPaid } from '../orders/fulfillment-rules.js';
import { orderKeys } from '../orders/keys.js';
import type { Order } from '../orders/order-record.js';
import { moneyOf } from './payment-rules.js';

/** The money fields of an order as a payment or refund leaves them (minor units). */
export interface MoneyChange {
  readonly paid?: number;
  readonly refunded?: number;
  readonly authorized?: number;
  readonly voided?: boolean;
  /** Payment ids still pending after the change. */
  readonly open?: readonly string[];
  /** Per payment: what it may still give back. */
  readonly refundable?: Readonly<Record<string, number>>;
  /** Per payment in `refundable`: its provider. */
  readonly providers?: Readonly<Record<string, string>>;
}

/**
 * The order as a change of its money leaves it: when what was captured first covers the total,
 * a `pending` order becomes `paid` in the same write (so `order.paid` fires once, from the stream).
 */
export const orderAfter = (order: Order, change: MoneyChange, now: string, note: string): Order => {
  const money = moneyOf(order);
  const paid = change.paid ?? money.paid;
  const becomesPaid = order.status === 'pending' && paid >= order.total && paid > money.paid;
  return {
    ...order,
    amount_paid: paid,
    amount_refunded: change.refunded ?? money.refunded,
    amount_authorized: change.authorized ?? money.authorized,
    voided: change.voided ?? money.voided,
    open_payments: change.open ?? order.open_payments ?? [],
    refundable: change.refundable ?? order.refundable ?? {},
    payment_providers: change.providers ?? order.payment_providers ?? {},
    // Paid after everything shipped (cash on delivery): fulfilled in this same write.
    ...(becomesPaid && {
      status: statusWhenPaid(order),
      history: [...order.history, { status: statusWhenPaid(order), at: now, note }],
    }),
    updated_at: now,
    version: order.version + 1,
  };
};

/**
 * The Update writing an order's money fields (and the status a full payment moves) as `next`,
 * conditioned on the version read: of two writes racing on the order, one is read again.
 */
export const orderMoneyUpdate = (siteId: string, order: Order, next: Order): TransactionItem =>
  labelled('order', {
    Update: {
      TableName: TABLE_NAME,
      Key: orderKeys.order(siteId, order.id),
      UpdateExpression:
        'SET amount_paid = :paid, amount_refunded = :refunded, amount_authorized = :authorized, voided = :voided, ' +
        'open_payments = :open, refundable = :refundable, payment_providers = :providers, #status = :status, history = :history, updated_at = :now, version = :next',
      ConditionExpression: 'version = :version',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':paid': next.amount_paid ?? 0,
        ':refunded': next.amount_refunded ?? 0,
        ':authorized': next.amount_authorized ?? 0,
        ':voided': next.voided ?? false,
        ':open': next.open_payments ?? [],
        ':refundable': next.refundable ?? {},
        ':providers': next.payment_providers ?? {},
        ':status': next.status,
        ':history': next.history,
        ':now': next.updated_at || timestamp(),
        ':next': next.version,
        ':version': order.version,
      },
    },
  });
