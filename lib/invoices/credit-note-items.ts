import { TABLE_NAME } from '../db/client.js';
import { labelled, type TransactionItem } from '../db/transaction.js';
import { historyPut, type HistoryActor } from '../orders/history.js';
import type { Order } from '../orders/order-record.js';
import type { CreditNote } from './credit-note-record.js';
import { creditedTax, creditedTaxLines, documentRates, rateSummary } from './credit-note-rules.js';
import type { Invoice } from './invoice-record.js';
import { creditNoteNumber, nextSequence, numberingYear } from './invoice-rules.js';
import { invoiceKeys } from './keys.js';
import { buyerOf, counterStep, documentLineTitle } from './invoice-items.js';

type Item = Readonly<Record<string, unknown>>;

/**
 * The keys issuing a credit note reads beforehand, in the BatchGetItem that reads the order anyway:
 * the year's credit-note counter and the order's invoice (whose snapshot of seller and buyer the
 * credit note repeats).
 */
export const creditNoteReadKeys = (siteId: string, orderId: string, now: string) =>
  [invoiceKeys.counter(siteId, 'CN', numberingYear(now)), invoiceKeys.invoice(siteId, orderId)] as const;

/** The refund as a credit note needs it. */
interface CreditedRefund {
  readonly id: string;
  readonly amount: number;
  readonly lines: readonly { readonly line_id: string; readonly quantity: number }[];
  readonly reason: string | null;
}

/**
 * The rates a refund's credit goes by: the refunded lines' own (each weighted by the units refunded),
 * or for an amount the invoice's (else the order's) rate summary. Undefined when the lines keep no
 * rates (orders placed before taxes existed): the VAT is then the invoice's share in the amount.
 */
const creditRates = (order: Order, refund: CreditedRefund, invoice: Invoice | undefined) => {
  if (refund.lines.length) {
    const lines = refund.lines.map((line) => {
      const ordered = order.line_items.find((candidate) => candidate.id === line.line_id);
      return ordered && ordered.net !== undefined && ordered.quantity > 0
        ? { net: ordered.net, tax_lines: ordered.tax_lines ?? [], share: line.quantity / ordered.quantity }
        : undefined;
    });
    return lines.every((line) => line !== undefined) ? rateSummary(lines) : undefined;
  }
  return documentRates(invoice ?? { ...order, lines: order.line_items });
};

/**
 * The items that issue a refund's credit note inside the transaction in which the refund succeeds:
 * the credit-note counter of the year moved from the `last` read to the next number (conditioned on
 * it, as the invoices' counter: of two refunds at once one is read again, so no number is skipped or
 * taken twice), the credit note (once per refund) and its history entry.
 */
export const creditNoteItems = (
  siteId: string,
  order: Order,
  refund: CreditedRefund,
  read: { readonly counter: Item | undefined; readonly invoice: Item | undefined },
  now: string,
  actor: HistoryActor,
): { readonly number: string; readonly items: TransactionItem[] } => {
  const year = numberingYear(now);
  const last = read.counter?.last as number | undefined;
  const sequence = nextSequence(last);
  const number = creditNoteNumber(year, sequence);
  const invoice = read.invoice as Invoice | undefined;
  const taxLines = creditedTaxLines(refund.amount, creditRates(order, refund, invoice) ?? []);
  const creditNote: CreditNote = {
    number,
    refund_id: refund.id,
    order_id: order.id,
    order_number: order.number,
    invoice_number: invoice?.number ?? null,
    issued_at: now,
    currency: order.currency,
    seller: invoice?.seller ?? { name: null, address: null, vat_number: null },
    buyer: invoice?.buyer ?? buyerOf(order),
    lines: refund.lines.map((line) => {
      const ordered = order.line_items.find((candidate) => candidate.id === line.line_id);
      return { title: ordered ? documentLineTitle(ordered) : line.line_id, quantity: line.quantity };
    }),
    amount: refund.amount,
    ...(taxLines.length
      ? { tax: taxLines.reduce((sum, line) => sum + line.amount, 0), tax_lines: taxLines }
      : { tax: creditedTax(refund.amount, invoice) }),
    reverse_charge: invoice?.reverse_charge ?? order.reverse_charge === true,
    reason: refund.reason,
  };
  return {
    number,
    items: [
      counterStep('credit-note-counter', invoiceKeys.counter(siteId, 'CN', year), last, sequence),
      labelled('credit-note', {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...invoiceKeys.creditNote(siteId, refund.id), ...creditNote },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
      historyPut(siteId, order, 'credit_note_created', actor, { number, refund_id: refund.id }),
    ],
  };
};
