import { TABLE_NAME } from '../db/client.js';
import { newId } from '../db/keys.js';
import { labelled, type TransactionItem } from '../db/transaction.js';
import { orderMailItem } from '../mail-templates/customer-mail-requests.js';
import type { Order } from '../orders/order-record.js';
import { paymentKeys } from './keys.js';
import type { Payment, PaymentTransaction } from './payment-record.js';
import { amountOutstanding } from './payment-rules.js';
import type { Refund } from './refund-record.js';

/** What a capture the order could not take gives back, as parts of the capture's own write. */
export interface AutomaticRefund {
  readonly refund: Refund;
  /** Minor units: what was captured beyond what the order still owed. */
  readonly amount: number;
  /** Asked of the provider once the write is in (Stripe, Mollie); the test and manual providers refund at once. */
  readonly remote: boolean;
  /** The payment's ledger entry of a refund made at once (none while the provider is asked). */
  readonly entries: readonly PaymentTransaction[];
  /** The refund's item and, when it succeeded at once, its mail request. */
  readonly items: readonly TransactionItem[];
}

/**
 * The automatic refund of money captured beyond what `order` (as read before the capture's write)
 * still owes: all of it on a cancelled order or one already paid in full, the excess (captured −
 * outstanding) on one that owed less. Undefined when the order takes all of it.
 */
export const automaticRefund = (
  siteId: string,
  order: Order,
  payment: Payment,
  captured: number,
  now: string,
  reference: string | null = null,
): AutomaticRefund | undefined => {
  const owed = order.status === 'cancelled' ? 0 : amountOutstanding(order);
  const amount = Math.max(0, captured - owed);
  if (amount === 0) return undefined;
  const remote = payment.provider === 'stripe' || payment.provider === 'mollie';
  const refund: Refund = {
    id: newId(),
    order_id: order.id,
    customer_id: order.customer_id,
    payment_id: payment.id,
    provider: payment.provider,
    status: remote ? 'pending' : 'succeeded',
    amount,
    lines: [],
    restock: false,
    reason:
      order.status === 'cancelled'
        ? 'Automatic: captured on a cancelled order'
        : owed === 0
          ? 'Automatic: captured on an order already paid'
          : 'Automatic: captured more than the order owed',
    provider_reference: null,
    automatic: true,
    created_at: now,
    updated_at: now,
  };
  return {
    refund,
    amount,
    remote,
    entries: remote ? [] : [{ id: newId(), kind: 'refund', amount, provider_reference: reference, created_at: now }],
    items: [
      labelled('refund', {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...paymentKeys.refund(siteId, order.id, refund.id), ...refund },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
      ...(remote ? [] : [orderMailItem(siteId, 'order_refunded', order, refund.id)]),
    ],
  };
};

/** Asks the provider for a refund held back `pending` in the write (loaded here only: the SDKs stay out of the callers' weight). */
export const refundRemotely = async (siteId: string, refund: Refund, order: Order): Promise<void> => {
  const { refundAtProvider } = await import('./refunds.js');
  await refundAtProvider(siteId, refund, order);
};
