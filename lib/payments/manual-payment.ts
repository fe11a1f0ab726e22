import { TABLE_NAME } from '../db/client.js';
import { newId } from '../db/keys.js';
import { labelled } from '../db/transaction.js';
import { depthAttributes } from '../hooks/write-depth.js';
import type { Order } from '../orders/order-record.js';
import { paymentKeys } from './keys.js';
import type { Payment } from './payment-record.js';
import { moneyOf } from './payment-rules.js';

/**
 * A `manual` payment of `amount` (minor units) recorded when an order is marked paid by hand, as
 * items of the transition's own transaction: the payment, already paid with its capture in the
 * ledger, and the SET clauses and values that add it to the order's money.
 */
export const manualPaymentItems = (siteId: string, order: Order, amount: number, now: string, depth = 0) => {
  const id = newId();
  const payment: Payment = {
    id,
    order_id: order.id,
    customer_id: order.customer_id,
    provider: 'manual',
    status: 'paid',
    amount,
    currency: order.currency,
    method: null,
    return_url: null,
    checkout_url: null,
    provider_reference: null,
    amount_captured: amount,
    amount_refunded: 0,
    transactions: [{ id: newId(), kind: 'capture', amount, provider_reference: null, created_at: now }],
    created_at: now,
    updated_at: now,
    version: 1,
  };
  const money = moneyOf(order);
  const refundable = { ...order.refundable, [id]: amount };
  const providers = { ...order.payment_providers, [id]: 'manual' };
  const open = (order.open_payments ?? []).filter((other) => other !== id);
  return {
    payment: labelled('payment', {
      Put: {
        TableName: TABLE_NAME,
        Item: {
          ...paymentKeys.payment(siteId, id),
          gsi1pk: paymentKeys.orderPayments(siteId, order.id),
          gsi1sk: id,
          ...payment,
          ...depthAttributes(depth),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    }),
    set: [
      'amount_paid = :paid',
      'amount_refunded = :refunded',
      'amount_authorized = :authorized',
      'voided = :voided',
      'refundable = :refundable',
      'payment_providers = :providers',
      'open_payments = :open',
    ],
    values: {
      ':paid': money.paid + amount,
      ':refunded': money.refunded,
      ':authorized': money.authorized,
      ':voided': money.voided,
      ':refundable': refundable,
      ':providers': providers,
      ':open': open,
    },
    order: {
      amount_paid: money.paid + amount,
      amount_refunded: money.refunded,
      amount_authorized: money.authorized,
      voided: money.voided,
      refundable,
      payment_providers: providers,
      open_payments: open,
    } satisfies Partial<Order>,
  };
};
