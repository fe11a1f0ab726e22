import { orderIdOf } from '../orders/order-ref.js';
import { fromMinor, toMinor } from '../commerce/money.js';
import { TABLE_NAME } from '../db/client.js';
import { newId, timestamp } from '../db/keys.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { readItem } from '../db/one-item.js';
import { toRecord } from '../db/record.js';
import { creditNoteItems, creditNoteReadKeys } from '../invoices/credit-note-items.js';
import { COUNTER_WRITE_RETRY } from '../invoices/invoice-items.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { ApiError, assertValid, forbidden, notFound } from '../http/errors.js';
import { logger } from '../http/logger.js';
import type { ProviderSettings } from './provider-record.js';
import { providerSecret } from './providers.js';
import { orderMailItem } from '../mail-templates/customer-mail-requests.js';
import { changeHistory, historyPut, providerActor, SYSTEM_ACTOR, type HistoryActor } from '../orders/history.js';
import { orderKeys } from '../orders/keys.js';
import { fulfillmentStatusOf, statusWithFulfillment } from '../orders/fulfillment-rules.js';
import { toOrder, type Order } from '../orders/order-record.js';
import { returnStock } from '../products/stock.js';
import { paymentKeys } from './keys.js';
import type { PaymentTransaction } from './payment-record.js';
import type { ProviderName } from './provider-rules.js';
import { partsOf, type Refund, type RefundPart } from './refund-record.js';
import {
  amountOfLines,
  amountRefundedOf,
  lineProblems,
  partToSettle,
  refundStatusOf,
  splitRefund,
  totalRefundable,
} from './refund-rules.js';
import type { CreateRefund } from './refund-schemas.js';

/** 422 `refund_exceeds_captured`: more than the order's captured money less what was refunded. */
const exceeds = (order: Order, amount: number) =>
  new ApiError(422, 'refund_exceeds_captured', 'The refund is more than what was captured and not yet refunded', {
    details: { amount: fromMinor(amount), refundable: fromMinor(totalRefundable(order.refundable)) },
  });

/**
 * The order by id or number, with what its credit note would need (the year's credit-note counter
 * and the order's invoice) in the same BatchGetItem: one request (two by number).
 */
const readOrder = async (siteId: string, ref: string, now: string) => {
  const orderId = await orderIdOf(siteId, ref);
  if (!orderId) throw notFound('Order');
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

/** Providers that refund at a distance: their part is held back (`pending`) first, then asked of them. */
const isRemote = (provider: ProviderName) => provider === 'stripe' || provider === 'mollie';

/**
 * Refunds (part of) an order's captured money: one BatchGetItem of the order (with what a credit
 * note needs), then one TransactWriteItems that stores the refund and takes its money from the
 * order's refundable money. A refund is made of parts, one per payment it comes from (split by
 * `splitRefund`: the payment with the most refundable money first, so one part whenever one payment
 * covers it), all reserved on the order item in that one write, each conditioned on its payment's
 * refundable amount (never below 0, under any concurrency: of 50 concurrent refunds of 1 cent on 10
 * cents, exactly 10 succeed). Parts through the manual and test providers succeed at once (into
 * their payment's ledger in the same write); Stripe's and Mollie's are `pending` and asked of the
 * provider afterwards. The lines' stock is given back when `restock` is set.
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
          ? toMinor(body.amount)
          : lines.length
            ? amountOfLines(order.line_items, lines, refundedLines)
            : totalRefundable(order.refundable);
      if (amount <= 0 || amount > totalRefundable(order.refundable)) throw exceeds(order, amount);
      const planned = splitRefund(order.refundable ?? {}, amount);
      if (!planned) throw exceeds(order, amount);
      const parts: RefundPart[] = planned.map((part) => {
        const provider = (order.payment_providers?.[part.payment_id] ?? 'manual') as ProviderName;
        return {
          payment_id: part.payment_id,
          provider,
          amount: part.amount,
          status: isRemote(provider) ? 'pending' : 'succeeded',
          provider_refund_id: null,
        };
      });
      const [main] = parts as [RefundPart, ...RefundPart[]];
      const status = refundStatusOf(parts);
      const actor = options.actor ?? SYSTEM_ACTOR;
      const refundedAfter: Record<string, number> = { ...refundedLines };
      for (const line of lines) refundedAfter[line.line_id] = (refundedAfter[line.line_id] ?? 0) + line.quantity;
      // Refunding the last units not shipped completes the fulfilment of an order whose other
      // units shipped: a paid order becomes `fulfilled` in this write, as a fulfilment completing it does.
      const moved = lines.length
        ? statusWithFulfillment(order.status, fulfillmentStatusOf({ ...order, refunded_lines: refundedAfter }))
        : order.status;
      // The refund's history entries (and the status it moves) before its credit note's: entry ids
      // are time-ordered by creation.
      const history = changeHistory(siteId, order, { status: moved }, 'refund', actor, {
        refund_id: id,
        status,
        amount: fromMinor(amount),
      });
      // A refund that succeeds at once (no part waits for a provider) gets its credit note in the same transaction.
      const creditNote =
        status === 'succeeded'
          ? creditNoteItems(siteId, order, { id, amount, lines, reason: body.reason ?? null }, credit, now, actor)
          : undefined;
      const refund: Refund = {
        id,
        order_id: order.id,
        customer_id: order.customer_id,
        payment_id: main.payment_id,
        provider: main.provider,
        status,
        amount,
        parts,
        amount_refunded: amountRefundedOf(parts),
        lines,
        restock: body.restock ?? false,
        reason: body.reason ?? null,
        provider_reference: null,
        credit_note_number: creditNote?.number ?? null,
        created_at: now,
        updated_at: now,
      };
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
      // Each part's money is taken from its payment's refundable amount, on the one order item.
      const names = Object.fromEntries(parts.map((part, index) => [`#p${index}`, part.payment_id]));
      const amounts = Object.fromEntries(parts.map((part, index) => [`:a${index}`, part.amount]));
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
              'SET amount_refunded = if_not_exists(amount_refunded, :zero) + :amount, ' +
              parts.map((_, index) => `refundable.#p${index} = refundable.#p${index} - :a${index}`).join(', ') +
              ', updated_at = :now' +
              (lines.length ? ', refunded_lines = :lines' : '') +
              (moved !== order.status ? ', #status = :status, history = list_append(history, :entry)' : '') +
              ' ADD version :one',
            // Line refunds also hold the version read, so two refunds of the same line cannot both pass.
            ConditionExpression:
              parts.map((_, index) => `refundable.#p${index} >= :a${index}`).join(' AND ') +
              (lines.length ? ' AND version = :version' : ''),
            ExpressionAttributeNames: { ...names, ...(moved !== order.status && { '#status': 'status' }) },
            ExpressionAttributeValues: {
              ':zero': 0,
              ':amount': amount,
              ':now': now,
              ':one': 1,
              ...amounts,
              ...(lines.length && { ':lines': refundedAfter, ':version': order.version }),
              ...(moved !== order.status && {
                ':status': moved,
                ':entry': [{ status: moved, at: now, note: 'Fulfilled: the units left to ship were refunded' }],
              }),
            },
          },
        }),
        ...parts
          .filter((part) => part.status === 'succeeded')
          .map((part) =>
            paymentRefunded(siteId, part.payment_id, {
              id: newId(),
              kind: 'refund',
              amount: part.amount,
              provider_reference: null,
              created_at: now,
            }),
          ),
        ...(status === 'succeeded' ? [orderMailItem(siteId, 'order_refunded', order, id)] : []),
        ...history,
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

/** The payment's side of a part that succeeded: its refunded amount and the ledger's `refund` entry. */
const paymentRefunded = (siteId: string, paymentId: string, entry: PaymentTransaction) =>
  labelled(`payment:${paymentId}`, {
    Update: {
      TableName: TABLE_NAME,
      Key: paymentKeys.payment(siteId, paymentId),
      UpdateExpression:
        'SET amount_refunded = amount_refunded + :amount, transactions = list_append(transactions, :entry), updated_at = :now ADD version :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':amount': entry.amount, ':entry': [entry], ':now': entry.created_at, ':one': 1 },
    },
  });

/** The idempotency key a part's refund is asked under: a refund's only part keeps the key refunds always had. */
const partKey = (refund: Refund, part: RefundPart) =>
  partsOf(refund).length === 1 ? refund.id : `${refund.id}-${part.payment_id}`;

/**
 * Asks the provider of each part held back (`pending`) for its refund (two more reads a part: the
 * payment's provider reference and the provider's key), and settles each part the provider answers
 * at once; a provider still working on it leaves the part `pending`, settled later by its event
 * (`settleRefund`).
 */
export const refundAtProvider = async (siteId: string, refund: Refund, order: Order): Promise<Refund> => {
  let current = refund;
  for (const part of partsOf(refund)) {
    if (part.status !== 'pending' || !isRemote(part.provider)) continue;
    current = await partAtProvider(siteId, current, part, order);
  }
  return current;
};

const partAtProvider = async (siteId: string, refund: Refund, part: RefundPart, order: Order): Promise<Refund> => {
  // The payment (its provider's reference) and the provider's settings (its key): one BatchGetItem.
  const paymentKey = paymentKeys.payment(siteId, part.payment_id);
  const providerKey = paymentKeys.provider(siteId, part.provider);
  const found = await batchGet([paymentKey, providerKey]);
  const payment = found.get(keyId(paymentKey));
  const providerItem = found.get(keyId(providerKey));
  const settings = providerItem && toRecord<ProviderSettings>(providerItem);
  const capture = (payment?.transactions as PaymentTransaction[] | undefined)?.find((t) => t.kind === 'capture');
  const reference = capture?.provider_reference ?? (payment?.provider_reference as string | null | undefined);
  let outcome: { status: 'succeeded' | 'pending' | 'failed'; reference: string | null } = {
    status: 'failed',
    reference: null,
  };
  const ids = { refundId: refund.id, orderId: refund.order_id, paymentId: part.payment_id, key: partKey(refund, part) };
  if (settings && reference) {
    try {
      if (part.provider === 'stripe') {
        const { refundStripePayment } = await import('./stripe-adapter.js');
        outcome = await refundStripePayment(
          (await providerSecret(siteId, settings, 'secret_key')) as string,
          reference,
          part.amount,
          ids,
        );
      } else {
        const { refundMolliePayment } = await import('./mollie-adapter.js');
        outcome = await refundMolliePayment(
          (await providerSecret(siteId, settings, 'api_key')) as string,
          reference,
          part.amount,
          String(payment?.currency),
          ids,
        );
      }
    } catch (error) {
      logger.warn('refund refused by the provider', { provider: part.provider, error: (error as Error).message });
    }
  }
  const pending = async () => {
    if (outcome.reference) return noteRefundReference(siteId, refund, part, outcome.reference);
    return refund;
  };
  if (outcome.status === 'pending') return pending();
  try {
    const settled = await settleRefund(siteId, refund, order, {
      status: outcome.status,
      reference: outcome.reference,
      payment_id: part.payment_id,
    });
    return settled ?? refund;
  } catch (error) {
    // The provider has taken the refund: an error answer now would let the client's retry (a new
    // refund, as the idempotency key is released on 5xx) ask the provider a second time. The part
    // stays pending, holding its money back, and the provider's own event settles it.
    if (outcome.status !== 'succeeded') throw error;
    logger.error('a refund the provider made could not be recorded yet: its event settles it', {
      provider: part.provider,
      refund_id: refund.id,
      error: (error as Error).message,
    });
    return pending().catch(() => refund);
  }
};

/** A part's provider refund id, while the provider still works on it: one UpdateItem, while the part is pending. */
const noteRefundReference = async (
  siteId: string,
  refund: Refund,
  part: RefundPart,
  reference: string,
): Promise<Refund> => {
  const parts = partsOf(refund);
  const index = parts.findIndex((candidate) => candidate.payment_id === part.payment_id);
  const next = parts.map((candidate, at) =>
    at === index ? { ...candidate, provider_refund_id: reference } : candidate,
  );
  const first = index === 0;
  // A refund stored before parts (an automatic one) has no parts to name: its own reference is the part's.
  const stored = refund.parts !== undefined;
  try {
    await sendTransaction([
      labelled('refund', {
        Update: {
          TableName: TABLE_NAME,
          Key: paymentKeys.refund(siteId, refund.order_id, refund.id),
          UpdateExpression: stored
            ? `SET parts[${index}].provider_refund_id = :reference${first ? ', provider_reference = :reference' : ''}`
            : 'SET provider_reference = :reference',
          ConditionExpression: stored ? `parts[${index}].#status = :pending` : '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':reference': reference, ':pending': 'pending' },
        },
      }),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
  }
  return { ...refund, ...(stored && { parts: next }), ...(first && { provider_reference: reference }) };
};

/**
 * Settles one `pending` part of a refund in one transaction (with `also`, e.g. a provider event's
 * marker): `succeeded` adds it to its payment's ledger; `failed` gives its money back to the order's
 * refundable amount. The part is the one `outcome.payment_id` names, else the one whose provider
 * refund id `outcome.reference` is, else the first pending part of `outcome.provider`. When no part
 * is left pending the refund settles with it: `failed` if any part failed, else `succeeded`; with
 * money returned, the `order_refunded` mail and a credit note of what came back (the refund's
 * lines when all of it did, else its amount alone). Conditioned on every part's status as read, so
 * two parts settling at once cannot both leave the refund pending: the one refused reads the refund
 * again. Undefined when the part was no longer pending (settled by another answer first).
 */
export const settleRefund = async (
  siteId: string,
  refund: Refund,
  order: Order,
  outcome: {
    readonly status: 'succeeded' | 'failed';
    readonly reference: string | null;
    readonly payment_id?: string;
    readonly provider?: ProviderName;
  },
  also: readonly TransactionItem[] = [],
): Promise<Refund | undefined> => {
  let read = refund;
  let first = true;
  // A refund that settles with money returned gets its credit note in the same transaction (an
  // automatic one none: what it returns was never invoiced): the
  // credit-note counter and the order's invoice are read first (one BatchGetItem), again when a
  // concurrent credit note took the number meanwhile or a concurrent write collided, so no number
  // is skipped or taken twice.
  return withOptimisticRetry(async () => {
    if (!first) {
      const item = await readItem(paymentKeys.refund(siteId, refund.order_id, refund.id));
      if (!item) return undefined;
      read = toRecord<Refund>(item);
    }
    first = false;
    const parts = partsOf(read);
    const index = partToSettle(parts, outcome);
    if (read.status !== 'pending' || index < 0) return undefined;
    const part = parts[index] as RefundPart;
    const now = timestamp();
    const settledParts = parts.map((candidate, at) =>
      at === index
        ? {
            ...candidate,
            status: outcome.status,
            provider_refund_id: outcome.reference ?? candidate.provider_refund_id,
          }
        : candidate,
    );
    const status = refundStatusOf(settledParts);
    const amountRefunded = amountRefundedOf(settledParts);
    const returned = status !== 'pending' && amountRefunded > 0;
    // The part's history entry before the credit note's (entry ids are time-ordered by creation).
    const history = historyPut(siteId, order, 'refund', providerActor(part.provider), {
      refund_id: read.id,
      payment_id: part.payment_id,
      status: outcome.status,
      amount: fromMinor(part.amount),
    });
    const credit =
      returned && !read.automatic
        ? await (async () => {
            const [counterKey, invoiceKey] = creditNoteReadKeys(siteId, read.order_id, now);
            const found = await batchGet([counterKey, invoiceKey]);
            return creditNoteItems(
              siteId,
              order,
              {
                id: read.id,
                amount: amountRefunded,
                lines: amountRefunded === read.amount ? read.lines : [],
                reason: read.reason,
              },
              { counter: found.get(keyId(counterKey)), invoice: found.get(keyId(invoiceKey)) },
              now,
              providerActor(part.provider),
            );
          })()
        : undefined;
    const [main] = settledParts as [RefundPart, ...RefundPart[]];
    const settled: Refund = {
      ...read,
      status,
      parts: settledParts,
      amount_refunded: amountRefunded,
      provider_reference: main.provider_refund_id,
      credit_note_number: credit?.number ?? read.credit_note_number ?? null,
      updated_at: now,
    };
    const statusNames = Object.fromEntries(parts.map((candidate, at) => [`:s${at}`, candidate.status]));
    const refundUpdate = labelled('refund', {
      Update: {
        TableName: TABLE_NAME,
        Key: paymentKeys.refund(siteId, read.order_id, read.id),
        UpdateExpression:
          'SET #status = :status, parts = :parts, amount_refunded = :refunded, provider_reference = :reference, credit_note_number = :credit_note, updated_at = :now',
        // Every part as read (a refund stored before parts has none): a part settled meanwhile is read again.
        ConditionExpression:
          '#status = :pending AND ' +
          (read.parts
            ? parts.map((_, at) => `parts[${at}].#status = :s${at}`).join(' AND ')
            : 'attribute_not_exists(parts)'),
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': status,
          ':parts': settledParts,
          ':refunded': amountRefunded,
          ':reference': settled.provider_reference,
          ':credit_note': settled.credit_note_number,
          ':now': now,
          ':pending': 'pending',
          ...(read.parts && statusNames),
        },
      },
    });
    const money =
      outcome.status === 'succeeded'
        ? paymentRefunded(siteId, part.payment_id, {
            id: newId(),
            kind: 'refund',
            amount: part.amount,
            provider_reference: outcome.reference,
            created_at: now,
          })
        : labelled('order', {
            Update: {
              TableName: TABLE_NAME,
              Key: orderKeys.order(siteId, read.order_id),
              UpdateExpression:
                'SET amount_refunded = amount_refunded - :amount, refundable.#payment = refundable.#payment + :amount, updated_at = :now ADD version :one',
              ExpressionAttributeNames: { '#payment': part.payment_id },
              ExpressionAttributeValues: { ':amount': part.amount, ':now': now, ':one': 1 },
            },
          });
    try {
      await sendTransaction([
        ...also,
        refundUpdate,
        history,
        money,
        ...(returned ? [orderMailItem(siteId, 'order_refunded', order, read.id)] : []),
        ...(credit?.items ?? []),
      ]);
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
      // The caller's own items (an event's marker) answer for themselves.
      if (also.some((item) => error.refused(item.label))) throw error;
      // The refund moved (another part settled, or this one): read it again; another credit note
      // took the number read: read the counter again.
      throw new StaleRead('the refund or the credit-note counter moved meanwhile', { cause: error });
    }
    return settled;
  }, COUNTER_WRITE_RETRY);
};
