import { fromMinor, toMinor } from '../commerce/money.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { TABLE_NAME } from '../db/client.js';
import { newId, timestamp } from '../db/keys.js';
import { readItem } from '../db/one-item.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { toRecord } from '../db/record.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { ApiError, conflict, forbidden, invalidField, notFound } from '../http/errors.js';
import { logger } from '../http/logger.js';
import { orderMailItem } from '../mail-templates/customer-mail-requests.js';
import { COUNTER_WRITE_RETRY, invoiceHistory, invoiceItems, invoiceReadKeys } from '../invoices/invoice-items.js';
import { changeHistory, type HistoryActor } from '../orders/history.js';
import { orderKeys } from '../orders/keys.js';
import { toOrder, type Order } from '../orders/order-record.js';
import { automaticRefund, refundRemotely } from './automatic-refund.js';
import { paymentKeys } from './keys.js';
import { orderAfter, orderMoneyUpdate } from './order-money.js';
import type { Payment, PaymentTransaction } from './payment-record.js';
import { amountOutstanding, capturePlan, moneyOf } from './payment-rules.js';
import type { ProviderSettings } from './provider-record.js';
import { providerSecret } from './providers.js';

// Authorize then capture: the shop captures all or part of an authorized payment, or releases it.
// Provider SDKs are imported lazily, so only these two functions and the other payment writers carry them.

const toPayment = (item: Record<string, unknown>) => toRecord<Payment>(item);

/** 409 `payment_not_authorized`: capture and void act on an `authorized` payment only. */
const notAuthorized = (payment: Payment) =>
  conflict('payment_not_authorized', `The payment is ${payment.status}: only an authorized payment can move so`, {
    details: { status: payment.status },
  });

/** 502 `provider_refused`: the provider did not do what was asked; nothing was recorded. */
const providerRefused = (what: string) =>
  new ApiError(502, 'provider_refused', `The payment provider refused the ${what}; nothing changed`);

/** The payment, read once: 404 when absent; 403 for a customer session (the shop captures, not the buyer). */
const readPayment = async (siteId: string, paymentId: string, customerId: string | undefined): Promise<Payment> => {
  if (customerId !== undefined)
    throw forbidden('customer_not_allowed', 'A customer may not capture or release a payment');
  const item = await readItem(paymentKeys.payment(siteId, paymentId));
  if (!item) throw notFound('Payment');
  return toPayment(item);
};

/** What issuing an invoice reads: the year's counter, the site and its tax settings. */
type InvoiceReads = Parameters<typeof invoiceItems>[2];

/** The payment's order, its provider's settings and the invoice's counter, site and tax settings: one BatchGetItem. */
const readOrderAndSettings = async (siteId: string, payment: Payment) => {
  const orderKey = orderKeys.order(siteId, payment.order_id);
  const settingsKey = paymentKeys.provider(siteId, payment.provider);
  const [counterKey, siteKey, taxesKey] = invoiceReadKeys(siteId, timestamp());
  const found = await batchGet([orderKey, settingsKey, counterKey, siteKey, taxesKey]);
  const orderItem = found.get(keyId(orderKey));
  if (!orderItem) throw notFound('Order');
  const settingsItem = found.get(keyId(settingsKey));
  return {
    order: toOrder(orderItem),
    settings: settingsItem && toRecord<ProviderSettings>(settingsItem),
    invoiceReads: {
      counter: found.get(keyId(counterKey)),
      site: found.get(keyId(siteKey)),
      taxes: found.get(keyId(taxesKey)),
    } as InvoiceReads,
  };
};

/** The provider's id of the authorization (Stripe: the PaymentIntent; Mollie: the payment). */
const authorizationReference = (payment: Payment): string | null =>
  payment.transactions.findLast((t) => t.kind === 'authorization')?.provider_reference ?? payment.provider_reference;

/** Asks the provider to capture or release; the test and manual providers hold no money elsewhere. */
const atProvider = async (
  siteId: string,
  payment: Payment,
  settings: ProviderSettings | undefined,
  action: { readonly kind: 'capture'; readonly amount: number } | { readonly kind: 'void' },
): Promise<string | null> => {
  if (payment.provider === 'test' || payment.provider === 'manual') return null;
  const reference = authorizationReference(payment);
  if (!settings || !reference) throw providerRefused(action.kind);
  try {
    if (payment.provider === 'stripe') {
      const { captureStripePayment, voidStripePayment } = await import('./stripe-adapter.js');
      const key = (await providerSecret(siteId, settings, 'secret_key')) as string;
      const done =
        action.kind === 'capture'
          ? await captureStripePayment(key, reference, action.amount, payment.id)
          : await voidStripePayment(key, reference);
      return done.reference;
    }
    const { captureMolliePayment, voidMolliePayment } = await import('./mollie-adapter.js');
    const key = (await providerSecret(siteId, settings, 'api_key')) as string;
    const done =
      action.kind === 'capture'
        ? await captureMolliePayment(key, reference, action.amount, payment.currency, payment.id)
        : await voidMolliePayment(key, reference);
    return done.reference;
  } catch (error) {
    logger.warn('payment action refused by the provider', {
      provider: payment.provider,
      action: action.kind,
      error: (error as Error).message,
    });
    throw providerRefused(action.kind);
  }
};

/** The payment's Update: its new status and ledger entries, conditioned on its being `authorized` still. */
const paymentMoves = (
  siteId: string,
  payment: Payment,
  to: 'paid' | 'voided',
  entries: readonly PaymentTransaction[],
  captured: number,
  now: string,
  refunded = 0,
): TransactionItem =>
  labelled('payment', {
    Update: {
      TableName: TABLE_NAME,
      Key: paymentKeys.payment(siteId, payment.id),
      UpdateExpression:
        'SET #status = :to, transactions = list_append(transactions, :entries), amount_captured = :captured, amount_refunded = :refunded, updated_at = :now ADD version :one',
      ConditionExpression: '#status = :authorized',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':to': to,
        ':entries': entries,
        ':captured': captured,
        ':refunded': payment.amount_refunded + refunded,
        ':now': now,
        ':authorized': 'authorized',
        ':one': 1,
      },
    },
  });

/** What one attempt of a recording write puts: its items, and the payment's entries and refund beyond the move's own. */
interface Written {
  readonly items: TransactionItem[];
  /** Ledger entries after the move's own (an automatic refund made at once). */
  readonly entries?: readonly PaymentTransaction[];
  /** Minor units refunded at once by this write. */
  readonly refunded?: number;
  /** Run once the write is in (a refund asked of Stripe or Mollie). */
  readonly after?: () => Promise<void>;
}

/**
 * Records a capture or a release after the provider did it, in one TransactWriteItems (the payment,
 * conditioned on `authorized`; the order, on its version). A collision reads both again (one
 * BatchGetItem) and writes again; when a provider's own event recorded the move meanwhile, that
 * payment is the answer (the provider is never asked twice).
 */
const record = (
  siteId: string,
  first: { payment: Payment; order: Order; invoiceReads: InvoiceReads },
  to: 'paid' | 'voided',
  entries: readonly PaymentTransaction[],
  captured: number,
  write: (payment: Payment, order: Order, invoiceReads: InvoiceReads) => Written,
): Promise<Payment> => {
  let { payment, order, invoiceReads } = first;
  let attempt = 0;
  return withOptimisticRetry(async () => {
    if (attempt++ > 0) {
      const paymentKey = paymentKeys.payment(siteId, payment.id);
      const orderKey = orderKeys.order(siteId, order.id);
      const [counterKey, siteKey, taxesKey] = invoiceReadKeys(siteId, timestamp());
      const found = await batchGet([paymentKey, orderKey, counterKey, siteKey, taxesKey]);
      payment = toPayment(found.get(keyId(paymentKey)) as Record<string, unknown>);
      order = toOrder(found.get(keyId(orderKey)) as Record<string, unknown>);
      invoiceReads = {
        counter: found.get(keyId(counterKey)),
        site: found.get(keyId(siteKey)),
        taxes: found.get(keyId(taxesKey)),
      };
      if (payment.status !== 'authorized') {
        if (payment.status === to) return payment;
        throw notAuthorized(payment);
      }
    }
    const written = write(payment, order, invoiceReads);
    try {
      await sendTransaction(written.items);
    } catch (error) {
      if (error instanceof TransactionRefused) throw new StaleRead('the payment or its order moved', { cause: error });
      throw error;
    }
    await written.after?.();
    return {
      ...payment,
      status: to,
      amount_captured: captured,
      amount_refunded: payment.amount_refunded + (written.refunded ?? 0),
      transactions: [...payment.transactions, ...entries, ...(written.entries ?? [])],
      updated_at: entries[0]?.created_at ?? payment.updated_at,
      version: payment.version + 1,
    };
  }, COUNTER_WRITE_RETRY);
};

/**
 * Captures all or part of an authorized payment: one GetItem of the payment, one BatchGetItem (its
 * order, its provider's settings), the provider's capture, then one TransactWriteItems. Captured
 * less than authorized releases the rest (a `void` entry of the remainder in the ledger): the
 * payment becomes `paid` with the captured amount, and an order that still owes is
 * `partially_paid`. Without an amount it captures what the order still owes, at most what was
 * authorized. 422 naming `amount` above the authorized amount (`exceeds_authorized`) or above what
 * the order still owes (`exceeds_outstanding`); 409 `payment_not_authorized` for a payment in any
 * other status.
 */
export const capturePayment = async (
  siteId: string,
  paymentId: string,
  body: { readonly amount?: number },
  options: { readonly customerId?: string; readonly actor: HistoryActor },
): Promise<Payment> => {
  const payment = await readPayment(siteId, paymentId, options.customerId);
  if (payment.status !== 'authorized') throw notAuthorized(payment);
  const asked = body.amount === undefined ? undefined : toMinor(body.amount);
  if (asked !== undefined && asked > payment.amount)
    throw invalidField('amount', `is more than the ${fromMinor(payment.amount)} authorized`, 'exceeds_authorized');
  const { order, settings, invoiceReads } = await readOrderAndSettings(siteId, payment);
  const owed = amountOutstanding(order);
  if (order.status === 'cancelled' || owed <= 0)
    throw conflict(
      'order_not_payable',
      `${order.status === 'cancelled' ? 'The order is cancelled' : 'The order owes nothing'}: release the authorization instead`,
      { details: { status: order.status } },
    );
  // Never more than the order still owes (another payment may have paid part of it since this one
  // was authorized): asked for more is 422 and nothing moves; asked for nothing in particular
  // captures what is owed and releases the rest of the authorization.
  if (asked !== undefined && asked > owed)
    throw invalidField('amount', `is more than the ${fromMinor(owed)} the order still owes`, 'exceeds_outstanding');
  const amount = asked ?? Math.min(payment.amount, owed);
  const reference = await atProvider(siteId, payment, settings, { kind: 'capture', amount });
  const now = timestamp();
  const plan = capturePlan(payment.amount, amount);
  const entries: PaymentTransaction[] = [
    { id: newId(), kind: 'capture', amount: plan.captured, provider_reference: reference, created_at: now },
    ...(plan.released > 0
      ? [{ id: newId(), kind: 'void' as const, amount: plan.released, provider_reference: reference, created_at: now }]
      : []),
  ];
  return record(
    siteId,
    { payment, order, invoiceReads },
    'paid',
    entries,
    plan.captured,
    (current, currentOrder, reads) => {
      const money = moneyOf(currentOrder);
      // Checked against the order before the provider was asked; an order paid meanwhile by another
      // payment (this write collided with it and read it again) gives back what it no longer owes.
      const automatic = automaticRefund(siteId, currentOrder, current, plan.captured, now, reference);
      const moved = orderAfter(
        currentOrder,
        {
          paid: money.paid + plan.captured,
          refunded: money.refunded + (automatic?.amount ?? 0),
          authorized: Math.max(0, money.authorized - current.amount),
          open: (currentOrder.open_payments ?? []).filter((other) => other !== current.id),
          refundable: { ...currentOrder.refundable, [current.id]: plan.captured - (automatic?.amount ?? 0) },
          providers: { ...currentOrder.payment_providers, [current.id]: current.provider },
        },
        now,
        `Captured through ${current.provider}`,
      );
      // First paid: the invoice's number and snapshot, in this same write (conditioned on the counter).
      const invoice =
        (moved.status === 'paid' || moved.status === 'fulfilled') && !currentOrder.invoice_number
          ? invoiceItems(siteId, moved, reads, now)
          : undefined;
      const next = invoice ? { ...moved, invoice_number: invoice.number } : moved;
      const refundedNow = automatic && !automatic.remote ? automatic.amount : 0;
      return {
        items: [
          ...(invoice?.items ?? []),
          paymentMoves(
            siteId,
            current,
            'paid',
            [...entries, ...(automatic?.entries ?? [])],
            plan.captured,
            now,
            refundedNow,
          ),
          orderMoneyUpdate(siteId, currentOrder, next),
          ...changeHistory(siteId, currentOrder, next, 'payment_event', options.actor, {
            payment_id: current.id,
            status: 'paid',
            amount: fromMinor(plan.captured),
            refund_id: automatic?.refund.id ?? null,
          }),
          ...(automatic?.items ?? []),
          ...invoiceHistory(siteId, currentOrder, invoice),
          // Paid in full by this capture: the buyer's confirmation, asked for in the same write.
          ...(next.status !== currentOrder.status && (next.status === 'paid' || next.status === 'fulfilled')
            ? [orderMailItem(siteId, 'order_confirmation', currentOrder, currentOrder.id)]
            : []),
        ],
        entries: automatic?.entries,
        refunded: refundedNow,
        after: automatic?.remote ? () => refundRemotely(siteId, automatic.refund, next) : undefined,
      };
    },
  );
};

/**
 * Releases an authorized payment: the same reads as a capture, the provider's release, then one
 * TransactWriteItems: the payment `voided` with a `void` entry of the authorized amount, and the
 * order's authorized money gone (`voided` when nothing else holds money). 409
 * `payment_not_authorized` for a payment in any other status.
 */
export const voidPayment = async (
  siteId: string,
  paymentId: string,
  options: { readonly customerId?: string; readonly actor: HistoryActor },
): Promise<Payment> => {
  const payment = await readPayment(siteId, paymentId, options.customerId);
  if (payment.status !== 'authorized') throw notAuthorized(payment);
  const { order, settings, invoiceReads } = await readOrderAndSettings(siteId, payment);
  const reference = await atProvider(siteId, payment, settings, { kind: 'void' });
  const now = timestamp();
  const entries: PaymentTransaction[] = [
    { id: newId(), kind: 'void', amount: payment.amount, provider_reference: reference, created_at: now },
  ];
  return record(siteId, { payment, order, invoiceReads }, 'voided', entries, 0, (current, currentOrder) => {
    const money = moneyOf(currentOrder);
    const next = orderAfter(
      currentOrder,
      {
        authorized: Math.max(0, money.authorized - current.amount),
        voided: true,
        open: (currentOrder.open_payments ?? []).filter((other) => other !== current.id),
      },
      now,
      '',
    );
    return {
      items: [
        paymentMoves(siteId, current, 'voided', entries, 0, now),
        orderMoneyUpdate(siteId, currentOrder, next),
        ...changeHistory(siteId, currentOrder, next, 'payment_event', options.actor, {
          payment_id: current.id,
          status: 'voided',
          amount: fromMinor(current.amount),
          refund_id: null,
        }),
      ],
    };
  });
};
