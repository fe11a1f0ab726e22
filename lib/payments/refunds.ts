import { TABLE_NAME } from '../db/client.js';
import { isId, keyId, newId, timestamp } from '../db/keys.js';
import { batchGet } from '../db/batch-get.js';
import { readItem } from '../db/one-item.js';
import { creditNoteItems, creditNoteReadKeys } from '../invoices/credit-note-items.js';
import { COUNTER_WRITE_RETRY } from '../invoices/invoice-items.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { ApiError, assertValid, forbidden, notFound } from '../http/errors.js';
import { logger } from '../http/logger.js';
import { getProvider, providerSecret } from './providers.js';
import { orderMailItem } from '../mail-templates/customer-mail-requests.js';
import { historyPut, providerActor, SYSTEM_ACTOR, type HistoryActor } from '../orders/history.js';
import { orderKeys } from '../orders/keys.js';
import { toOrder, type Order } from '../orders/order-record.js';
import { returnStock } from '../products/stock.js';
import { paymentKeys } from './keys.js';
import type { PaymentTransaction } from './payment-record.js';
import type { ProviderName } from './provider-rules.js';
import type { Refund } from './refund-record.js';
import { amountOfLines, lineProblems, paymentToRefund, totalRefundable } from './refund-rules.js';
import type { CreateRefund } from './refund-schemas.js';

/** 422 `refund_exceeds_captured`: more than the order's captured money less what was refunded. */
const exceeds = (order: Order, amount: number) =>
  new ApiError(422, 'refund_exceeds_captured', 'The refund is more than what was captured and not yet refunded', {
    details: { amount: amount / 100, refundable: totalRefundable(order.refundable) / 100 },
  });

/**
 * The order by id or number, with what its credit note would need (the year's credit-note counter
 * and the order's invoice) in the same BatchGetItem: one request (two by number).
 */
const readOrder = async (siteId: string, ref: string, now: string) => {
  let orderId = ref;
  if (!isId(ref)) {
    const claim = /^\d{1,10}$/.test(ref) ? await readItem(orderKeys.orderNumber(siteId, Number(ref))) : undefined;
    if (!claim) throw notFound('Order');
    orderId = claim.order_id as string;
  }
  const orderKey = orderKeys.order(siteId, orderId);
  const [counterKey, invoiceKey] = creditNoteReadKeys(siteId, orderId, now);
  const found = await batchGet([orderKey, counterKey, invoiceKey]);
  const item = found.get(keyId(orderKey));
  if (!item) throw notFound('Order');
  return {
    order: toOrder(item),
    credit: { counter: found.get(keyId(counterKey)), invoice: found.get(keyId(invoiceKey)) },
  };
};

/**
 * Refunds (part of) an order's captured money: one GetItem of the order, then one
 * TransactWriteItems that stores the refund, adds it to its payment's ledger, and takes it from the
 * order's refundable money with a condition on that payment's refundable amount (never below 0,
 * under any concurrency: of 50 concurrent refunds of 1 cent on 10 cents, exactly 10 succeed), with
 * the lines' stock given back when `restock` is set. The manual and test providers refund at once
 * (`succeeded`).
 */
export const createRefund = async (
  siteId: string,
  ref: string,
  body: CreateRefund,
  options: { readonly customerId?: string; readonly budgetMs: number; readonly actor?: HistoryActor },
): Promise<Refund> => {
  if (options.customerId !== undefined) throw forbidden('customer_not_allowed', 'A customer may not refund an order');
  const lines = body.lines ?? [];
  const at = new Date();
  const id = newId(at);
  const now = timestamp(at);
  let { order, credit } = await readOrder(siteId, ref, now);
  // Labels of stock items refused because their product is gone: left out of the next attempt.
  const gone = new Set<string>();
  let first = true;
  return withOptimisticRetry(
    async () => {
      if (!first) ({ order, credit } = await readOrder(siteId, order.id, now));
      first = false;
      const refundedLines = order.refunded_lines ?? {};
      assertValid(lineProblems(order.line_items, lines, refundedLines));
      const amount =
        body.amount !== undefined
          ? Math.round(body.amount * 100)
          : lines.length
            ? amountOfLines(order.line_items, lines)
            : totalRefundable(order.refundable);
      if (amount <= 0 || amount > totalRefundable(order.refundable)) throw exceeds(order, amount);
      const paymentId = paymentToRefund(order.refundable ?? {}, amount);
      if (!paymentId) throw exceeds(order, amount);
      const provider = (order.payment_providers?.[paymentId] ?? 'manual') as ProviderName;
      // A provider that refunds at a distance holds the money back first (`pending`), then asks it.
      const remote = provider === 'stripe' || provider === 'mollie';
      // The refund's history entry before its credit note's (entry ids are time-ordered by creation).
      const refundHistory = historyPut(siteId, order, 'refund', options.actor ?? SYSTEM_ACTOR, {
        refund_id: id,
        status: remote ? 'pending' : 'succeeded',
        amount: amount / 100,
      });
      // A refund that succeeds at once gets its credit note in the same transaction.
      const creditNote = remote
        ? undefined
        : creditNoteItems(
            siteId,
            order,
            { id, amount, lines, reason: body.reason ?? null },
            credit,
            now,
            options.actor ?? SYSTEM_ACTOR,
          );
      const refund: Refund = {
        id,
        order_id: order.id,
        customer_id: order.customer_id,
        payment_id: paymentId,
        provider,
        status: remote ? 'pending' : 'succeeded',
        amount,
        lines,
        restock: body.restock ?? false,
        reason: body.reason ?? null,
        provider_reference: null,
        credit_note_number: creditNote?.number ?? null,
        created_at: now,
        updated_at: now,
      };
      const entry: PaymentTransaction = {
        id: newId(),
        kind: 'refund',
        amount,
        provider_reference: null,
        created_at: now,
      };
      const lineRefunds = Object.fromEntries(
        lines.map((line) => [line.line_id, (refundedLines[line.line_id] ?? 0) + line.quantity]),
      );
      const restock = refund.restock
        ? returnStock(
            siteId,
            lines.map((line) => {
              const ordered = order.line_items.find((o) => o.id === line.line_id) as Order['line_items'][number];
              return {
                product_id: ordered.product_id,
                ...(ordered.variant_id && { variant_id: ordered.variant_id }),
                quantity: line.quantity,
              };
            }),
          ).filter((item) => !gone.has(item.label))
        : [];
      const items: TransactionItem[] = [
        labelled('refund', {
          Put: {
            TableName: TABLE_NAME,
            Item: { ...paymentKeys.refund(siteId, order.id, id), ...refund },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        }),
        labelled('order', {
          Update: {
            TableName: TABLE_NAME,
            Key: orderKeys.order(siteId, order.id),
            UpdateExpression:
              'SET amount_refunded = if_not_exists(amount_refunded, :zero) + :amount, refundable.#payment = refundable.#payment - :amount, updated_at = :now' +
              (lines.length ? ', refunded_lines = :lines' : '') +
              ' ADD version :one',
            // Line refunds also hold the version read, so two refunds of the same line cannot both pass.
            ConditionExpression: `refundable.#payment >= :amount${lines.length ? ' AND version = :version' : ''}`,
            ExpressionAttributeNames: { '#payment': paymentId },
            ExpressionAttributeValues: {
              ':zero': 0,
              ':amount': amount,
              ':now': now,
              ':one': 1,
              ...(lines.length && { ':lines': { ...refundedLines, ...lineRefunds }, ':version': order.version }),
            },
          },
        }),
        ...(remote
          ? []
          : [paymentRefunded(siteId, paymentId, entry), orderMailItem(siteId, 'order_refunded', order, id)]),
        refundHistory,
        ...(creditNote?.items ?? []),
        ...restock,
      ];
      try {
        await sendTransaction(items);
      } catch (error) {
        if (!(error instanceof TransactionRefused)) throw error;
        for (const label of error.failed) if (label.startsWith('stock:')) gone.add(label);
        throw new StaleRead('the order or its payment moved meanwhile', { cause: error });
      }
      return refund;
    },
    { backoffMs: 5, maxBackoffMs: 200, attempts: 1000, budgetMs: options.budgetMs },
  ).then((refund) => (refund.status === 'pending' ? refundAtProvider(siteId, refund, order) : refund));
};

/** The payment's side of a refund that succeeded: its refunded amount and the ledger's `refund` entry. */
const paymentRefunded = (siteId: string, paymentId: string, entry: PaymentTransaction) =>
  labelled('payment', {
    Update: {
      TableName: TABLE_NAME,
      Key: paymentKeys.payment(siteId, paymentId),
      UpdateExpression:
        'SET amount_refunded = amount_refunded + :amount, transactions = list_append(transactions, :entry), updated_at = :now ADD version :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':amount': entry.amount, ':entry': [entry], ':now': entry.created_at, ':one': 1 },
    },
  });

/**
 * A refund held back (`pending`) sent to Stripe or Mollie (two more reads: the payment's provider
 * reference and the provider's key), then settled when the provider answers at once; a provider
 * still working on it leaves it `pending`, settled later by its event (`settleRefund`).
 */
export const refundAtProvider = async (siteId: string, refund: Refund, order: Order): Promise<Refund> => {
  const payment = await readItem(paymentKeys.payment(siteId, refund.payment_id));
  const settings = await getProvider(siteId, refund.provider);
  const capture = (payment?.transactions as PaymentTransaction[] | undefined)?.find((t) => t.kind === 'capture');
  const reference = capture?.provider_reference ?? (payment?.provider_reference as string | null | undefined);
  let outcome: { status: 'succeeded' | 'pending' | 'failed'; reference: string | null } = {
    status: 'failed',
    reference: null,
  };
  if (settings && reference) {
    try {
      if (refund.provider === 'stripe') {
        const { refundStripePayment } = await import('./stripe-adapter.js');
        outcome = await refundStripePayment(
          (await providerSecret(siteId, settings, 'secret_key')) as string,
          reference,
          refund.amount,
          refund.id,
          refund.order_id,
        );
      } else {
        const { refundMolliePayment } = await import('./mollie-adapter.js');
        outcome = await refundMolliePayment(
          (await providerSecret(siteId, settings, 'api_key')) as string,
          reference,
          refund.amount,
          String(payment?.currency),
          { refundId: refund.id, orderId: refund.order_id },
        );
      }
    } catch (error) {
      logger.warn('refund refused by the provider', { provider: refund.provider, error: (error as Error).message });
    }
  }
  const pending = async () => {
    if (outcome.reference) await noteRefundReference(siteId, refund, outcome.reference);
    return { ...refund, provider_reference: outcome.reference };
  };
  if (outcome.status === 'pending') return pending();
  try {
    const settled = await settleRefund(siteId, refund, order, { status: outcome.status, reference: outcome.reference });
    return settled ?? refund;
  } catch (error) {
    // The provider has taken the refund: an error answer now would let the client's retry (a new
    // refund, as the idempotency key is released on 5xx) ask the provider a second time. The refund
    // stays pending, holding its money back, and the provider's own event settles it.
    if (outcome.status !== 'succeeded') throw error;
    logger.error('a refund the provider made could not be recorded yet: its event settles it', {
      provider: refund.provider,
      refund_id: refund.id,
      error: (error as Error).message,
    });
    return pending().catch(() => ({ ...refund, provider_reference: outcome.reference }));
  }
};

/** The provider's id of a refund it is still working on: one UpdateItem, while it is pending. */
const noteRefundReference = (siteId: string, refund: Refund, reference: string) =>
  sendTransaction([
    labelled('refund', {
      Update: {
        TableName: TABLE_NAME,
        Key: paymentKeys.refund(siteId, refund.order_id, refund.id),
        UpdateExpression: 'SET provider_reference = :reference',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':reference': reference, ':pending': 'pending' },
      },
    }),
  ]).catch((error: unknown) => {
    if (!(error instanceof TransactionRefused)) throw error;
  });

/**
 * Settles a `pending` refund in one transaction (with `also`, e.g. a provider event's marker):
 * `succeeded` adds it to the payment's ledger and asks for the `order_refunded` mail; `failed`
 * gives the money it held back to the order's refundable amount again. Undefined when the refund
 * was no longer pending (settled by another answer first).
 */
export const settleRefund = async (
  siteId: string,
  refund: Refund,
  order: Order,
  outcome: { readonly status: 'succeeded' | 'failed'; readonly reference: string | null },
  also: readonly TransactionItem[] = [],
): Promise<Refund | undefined> => {
  // A refund that succeeds gets its credit note in the same transaction: the credit-note counter and
  // the order's invoice are read first (one BatchGetItem), again when a concurrent credit note took
  // the number meanwhile or a concurrent write collided, so no number is skipped or taken twice.
  return withOptimisticRetry(async () => {
    const now = timestamp();
    // The refund's history entry before its credit note's (entry ids are time-ordered by creation).
    const history = historyPut(siteId, order, 'refund', providerActor(refund.provider), {
      refund_id: refund.id,
      status: outcome.status,
      amount: refund.amount / 100,
    });
    const credit =
      outcome.status === 'succeeded'
        ? await (async () => {
            const [counterKey, invoiceKey] = creditNoteReadKeys(siteId, refund.order_id, now);
            const found = await batchGet([counterKey, invoiceKey]);
            return creditNoteItems(
              siteId,
              order,
              refund,
              { counter: found.get(keyId(counterKey)), invoice: found.get(keyId(invoiceKey)) },
              now,
              providerActor(refund.provider),
            );
          })()
        : undefined;
    const settled: Refund = {
      ...refund,
      status: outcome.status,
      provider_reference: outcome.reference,
      credit_note_number: credit?.number ?? null,
      updated_at: now,
    };
    const refundUpdate = labelled('refund', {
      Update: {
        TableName: TABLE_NAME,
        Key: paymentKeys.refund(siteId, refund.order_id, refund.id),
        UpdateExpression:
          'SET #status = :status, provider_reference = :reference, credit_note_number = :credit_note, updated_at = :now',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': outcome.status,
          ':reference': outcome.reference,
          ':credit_note': settled.credit_note_number,
          ':now': now,
          ':pending': 'pending',
        },
      },
    });
    const entry: PaymentTransaction = {
      id: newId(),
      kind: 'refund',
      amount: refund.amount,
      provider_reference: outcome.reference,
      created_at: now,
    };
    try {
      await sendTransaction(
        outcome.status === 'succeeded'
          ? [
              ...also,
              refundUpdate,
              history,
              paymentRefunded(siteId, refund.payment_id, entry),
              orderMailItem(siteId, 'order_refunded', order, refund.id),
              ...(credit?.items ?? []),
            ]
          : [
              ...also,
              refundUpdate,
              history,
              labelled('order', {
                Update: {
                  TableName: TABLE_NAME,
                  Key: orderKeys.order(siteId, refund.order_id),
                  UpdateExpression:
                    'SET amount_refunded = amount_refunded - :amount, refundable.#payment = refundable.#payment + :amount, updated_at = :now ADD version :one',
                  ExpressionAttributeNames: { '#payment': refund.payment_id },
                  ExpressionAttributeValues: { ':amount': refund.amount, ':now': now, ':one': 1 },
                },
              }),
            ],
      );
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
      if (error.refused('refund')) return undefined;
      // Another credit note took the number read: read the counter again.
      throw new StaleRead('the credit-note counter moved meanwhile', { cause: error });
    }
    return settled;
  }, COUNTER_WRITE_RETRY);
};
