import { TABLE_NAME } from '../db/client.js';
import { keys } from '../db/keys.js';
import { labelled, type TransactionItem } from '../db/transaction.js';
import { historyPut, SYSTEM_ACTOR } from '../orders/history.js';
import type { Order } from '../orders/order-record.js';
import type { Invoice, InvoiceParty } from './invoice-record.js';
import { invoiceNumber, nextSequence, numberingYear } from './invoice-rules.js';
import { taxKeys } from '../taxes/keys.js';
import { invoiceKeys } from './keys.js';

type Item = Readonly<Record<string, unknown>>;

/**
 * How a write that takes a number from an invoice or credit-note counter retries a collision: every
 * order paid (or refunded) at the same moment on a site shares the year's counter, so a collision is
 * read again and retried for a few seconds, never answered with a gap, then answered 503 (which a
 * provider delivers again and a client retries). Short on purpose: a burst must not hold every
 * request open for long.
 */
export const COUNTER_WRITE_RETRY = { attempts: 30, backoffMs: 10, maxBackoffMs: 200, budgetMs: 5_000 } as const;

/**
 * The keys an invoicing write reads beforehand (in the same BatchGetItem as the rest, so no request
 * more): the year's counter, the site and its tax settings (where the seller's legal name, address
 * and VAT number live).
 */
export const invoiceReadKeys = (siteId: string, now: string) =>
  [invoiceKeys.counter(siteId, 'INV', numberingYear(now)), keys.site(siteId), taxKeys.settings(siteId)] as const;

/**
 * The seller as the site's settings say: the legal name, address and VAT number of its tax settings
 * (`PUT /site/taxes`, their own item: the site item holds none of them), else the site's name alone.
 */
const sellerOf = (site: Item | undefined, taxes: Item | undefined): InvoiceParty => ({
  name: (taxes?.legal_name as string | null | undefined) ?? (site?.name as string | undefined) ?? null,
  address: (taxes?.address as Item | null | undefined) ?? null,
  vat_number: (taxes?.vat_number as string | null | undefined) ?? null,
});

/** The buyer as the order says: its billing address (else its shipping address) and e-mail. */
export const buyerOf = (order: Order): Invoice['buyer'] => {
  const address = (order.billing_address ?? order.shipping_address) as unknown as Item | null;
  return {
    name: (address?.name as string | undefined) ?? null,
    email: order.email,
    address,
    vat_number: (address?.vat_number as string | undefined) ?? null,
  };
};

/** A line's title as documents print it: with its variant's, when it has one. */
export const documentLineTitle = (line: { readonly title: string; readonly variant_title?: string | null }): string =>
  line.variant_title ? `${line.title} (${line.variant_title})` : line.title;

/**
 * A gapless series' counter moved from the `last` read to `next` (label `label`), conditioned on
 * `last`: of two documents numbered at once, one is refused and read again, so no number is
 * taken twice or skipped.
 */
export const counterStep = (
  label: string,
  key: { readonly pk: string; readonly sk: string },
  last: number | undefined,
  next: number,
): TransactionItem =>
  labelled(label, {
    Update: {
      TableName: TABLE_NAME,
      Key: key,
      UpdateExpression: 'SET #last = :next',
      ConditionExpression: last === undefined ? 'attribute_not_exists(pk)' : '#last = :last',
      ExpressionAttributeNames: { '#last': 'last' },
      ExpressionAttributeValues: { ':next': next, ...(last !== undefined && { ':last': last }) },
    },
  });

/**
 * The items that issue an order's invoice inside the transaction that makes it paid: the counter of
 * the year moved from the `last` read to the next number (conditioned on it: of two orders paid at
 * once one is read again, so no number is taken twice or skipped), and the invoice with its
 * snapshot (conditioned on its absence: an order is invoiced once). `read` is what the caller's
 * BatchGetItem of `invoiceReadKeys` found.
 */
export const invoiceItems = (
  siteId: string,
  order: Order,
  read: { readonly counter: Item | undefined; readonly site: Item | undefined; readonly taxes?: Item | undefined },
  now: string,
): { readonly number: string; readonly items: TransactionItem[] } => {
  const year = numberingYear(now);
  const last = read.counter?.last as number | undefined;
  const sequence = nextSequence(last);
  const number = invoiceNumber(year, sequence);
  const orderFields = order as Order & { readonly reverse_charge?: boolean };
  const invoice: Invoice = {
    number,
    order_id: order.id,
    order_number: order.number,
    issued_at: now,
    currency: order.currency,
    seller: sellerOf(read.site, read.taxes),
    buyer: buyerOf(order),
    lines: order.line_items.map((line) => ({
      title: documentLineTitle(line),
      quantity: line.quantity,
      unit_price: line.unit_price,
      total: line.total,
      // Tax lines come with the taxes of orders; an order without them is invoiced at 0%.
      tax_lines: ((line as { tax_lines?: Invoice['lines'][number]['tax_lines'] }).tax_lines ?? []).map((tax) => ({
        name: tax.name,
        rate: tax.rate,
        amount: tax.amount,
      })),
      ...(line.net !== undefined && { net: line.net }),
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    shipping: order.shipping,
    total: order.total,
    tax_total: order.tax_total ?? 0,
    shipping_tax_lines: (order.shipping_tax_lines ?? []).map((tax) => ({
      name: tax.name,
      rate: tax.rate,
      amount: tax.amount,
    })),
    reverse_charge: orderFields.reverse_charge === true,
  };
  const counterKey = invoiceKeys.counter(siteId, 'INV', year);
  return {
    number,
    items: [
      counterStep('invoice-counter', counterKey, last, sequence),
      labelled('invoice', {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...invoiceKeys.invoice(siteId, order.id), ...invoice },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
    ],
  };
};

/**
 * The order's history entry for its invoice, put by the paying write after the entries of the change
 * that made the order paid (entry ids are time-ordered, so it reads after them).
 */
export const invoiceHistory = (siteId: string, order: Order, invoice: { readonly number: string } | undefined) =>
  invoice ? [historyPut(siteId, order, 'invoice_created', SYSTEM_ACTOR, { number: invoice.number })] : [];
