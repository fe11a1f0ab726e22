import { fromMinor } from '../commerce/money.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { TABLE_NAME } from '../db/client.js';
import { newId, timestamp } from '../db/keys.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { toRecord } from '../db/record.js';
import { labelled, sendTransaction, sendWrite, TransactionRefused } from '../db/transaction.js';
import { orderMailItem } from '../mail-templates/customer-mail-requests.js';
import { changeHistory, providerActor } from '../orders/history.js';
import { COUNTER_WRITE_RETRY, invoiceHistory, invoiceItems, invoiceReadKeys } from '../invoices/invoice-items.js';
import { orderKeys } from '../orders/keys.js';
import { toOrder } from '../orders/order-record.js';
import { automaticRefund, refundRemotely } from './automatic-refund.js';
import { eventMarker } from './event-marker.js';
import { paymentKeys } from './keys.js';
import { orderAfter, orderMoneyUpdate } from './order-money.js';
import type { Payment, PaymentTransaction } from './payment-record.js';
import { capturePlan, mayMove, moneyOf, type PaymentStatus } from './payment-rules.js';
import type { ProviderEvent } from './provider-event.js';
import type { ProviderName } from './provider-rules.js';

// Applying a verified provider event: shared by the webhook and the queue's worker, and free of
// any provider SDK (the webhook verifies before it calls this).
const toPayment = (item: Record<string, unknown>) => toRecord<Payment>(item);

/** What applying a provider's event came to. */
export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown';

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
  withOptimisticRetry(async () => {
    const paymentKey = paymentKeys.payment(siteId, event.payment_id);
    const orderKey = orderKeys.order(siteId, event.order_id);
    const markerKey = paymentKeys.providerEvent(siteId, provider, event.id);
    const now = timestamp();
    // The invoice's counter and the site come in the same read: an event that makes the order paid issues its invoice.
    const [counterKey, siteKey, taxesKey] = invoiceReadKeys(siteId, now);
    const found = await batchGet([paymentKey, orderKey, markerKey, counterKey, siteKey, taxesKey]);
    if (found.has(keyId(markerKey))) return 'duplicate';
    const paymentItemRead = found.get(keyId(paymentKey));
    const orderItem = found.get(keyId(orderKey));
    const payment = paymentItemRead && toPayment(paymentItemRead);
    if (!payment || !orderItem || payment.provider !== provider || payment.order_id !== event.order_id)
      return 'unknown';
    const order = toOrder(orderItem);
    const marker = eventMarker(siteId, provider, event.id, { payment_id: payment.id, status: event.status }, now);
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
      // A partial capture done at the provider (its dashboard, or a capture whose own write lost
      // the race with this event) counts what was captured; the rest of the authorization is released.
      const plan = capturePlan(payment.amount, event.captured ?? payment.amount);
      transactions.push({ ...entry('capture'), amount: plan.captured });
      if (plan.released > 0) transactions.push({ ...entry('void'), amount: plan.released });
      paid += plan.captured;
      captured = plan.captured;
      refundable[payment.id] = plan.captured;
      providers[payment.id] = provider;
    } else if (target === 'voided') {
      transactions.push(entry('void'));
      voided = true;
    }
    // Money captured beyond what the order still owes goes back: all of it on an order cancelled or
    // already paid in full, the excess on one that owed less (two attempts both completed at the
    // provider), as a refund in this same write. The test and manual providers refund at once
    // (`succeeded`, in the ledger now); Stripe's and Mollie's refund is held back `pending` here, then
    // asked of the provider once this write is in (as a refund by hand is), and settled by its
    // answer or its later event.
    const automatic =
      target === 'paid' ? automaticRefund(siteId, order, payment, captured, now, event.reference ?? null) : undefined;
    let refunded = money.refunded;
    if (automatic) {
      transactions.push(...automatic.entries);
      refunded += automatic.amount;
      refundable[payment.id] = captured - automatic.amount;
    }
    const open = (order.open_payments ?? []).filter((other) => other !== payment.id);
    const moved = orderAfter(
      order,
      { paid, refunded, authorized, voided, open, refundable, providers },
      now,
      `Paid through ${provider}`,
    );
    // First paid: the invoice's number and snapshot, in this same write (conditioned on the counter).
    const invoice =
      (moved.status === 'paid' || moved.status === 'fulfilled') && !order.invoice_number
        ? invoiceItems(
            siteId,
            moved,
            {
              counter: found.get(keyId(counterKey)),
              site: found.get(keyId(siteKey)),
              taxes: found.get(keyId(taxesKey)),
            },
            now,
          )
        : undefined;
    const next = invoice ? { ...moved, invoice_number: invoice.number } : moved;
    const items = [
      marker,
      labelled('payment', {
        Update: {
          TableName: TABLE_NAME,
          Key: paymentKey,
          UpdateExpression:
            'SET #status = :to, transactions = list_append(transactions, :entries), amount_captured = :captured, amount_refunded = :paymentRefunded, updated_at = :now' +
            (event.reference && !payment.provider_reference ? ', provider_reference = :reference' : '') +
            ' ADD version :one',
          ConditionExpression: '#status = :from',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':to': target,
            ':from': payment.status,
            ':entries': transactions,
            ':captured': captured,
            ':paymentRefunded': payment.amount_refunded + (automatic && !automatic.remote ? automatic.amount : 0),
            ':now': now,
            ':one': 1,
            ...(event.reference && !payment.provider_reference && { ':reference': event.reference }),
          },
        },
      }),
      orderMoneyUpdate(siteId, order, next),
      ...changeHistory(siteId, order, next, 'payment_event', providerActor(provider), {
        payment_id: payment.id,
        status: target,
        // The money that moved: a capture counts what was captured (a partial one less than authorized).
        amount: fromMinor(target === 'paid' ? captured : payment.amount),
        refund_id: automatic?.refund.id ?? null,
      }),
      ...(automatic?.items ?? []),
      // Paid in full by this event: the buyer's confirmation, asked for in the same write.
      ...(next.status !== order.status && (next.status === 'paid' || next.status === 'fulfilled')
        ? [orderMailItem(siteId, 'order_confirmation', order, order.id)]
        : []),
      ...(invoice?.items ?? []),
      ...invoiceHistory(siteId, order, invoice),
    ];
    try {
      await sendTransaction(items);
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
      if (error.refused('event')) return 'duplicate';
      throw new StaleRead('the payment or its order moved meanwhile', { cause: error });
    }
    if (automatic?.remote) await refundRemotely(siteId, automatic.refund, next);
    return 'applied';
  }, COUNTER_WRITE_RETRY);

/** A provider event waiting for its payment to be stored (a webhook that beat the payment's own write). */
export interface PendingProviderEvent {
  readonly siteId: string;
  readonly provider: ProviderName;
  readonly event: ProviderEvent;
}

/**
 * The `payment-events` queue's consumer: applies the event once its payment is stored; throws while
 * it is not, so the queue receives it again (and dead-letters it after its last receive, where an
 * alarm sees it).
 */
export const consumePendingEvent = async (message: PendingProviderEvent): Promise<void> => {
  const outcome = await applyProviderEvent(message.siteId, message.provider, message.event);
  if (outcome === 'unknown') throw new Error('the payment of a provider event is not stored yet');
};
