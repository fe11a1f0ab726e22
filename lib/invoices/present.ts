import { fromMinor } from '../commerce/money.js';
import type { CreditNote } from './credit-note-record.js';
import type { Invoice } from './invoice-record.js';

/** An invoice as events show it (amounts in major units; rates in percent). */
export const presentInvoice = (invoice: Invoice, base: string) => ({
  number: invoice.number,
  order_id: invoice.order_id,
  order_url: `${base}/orders/${invoice.order_id}`,
  order_number: invoice.order_number,
  issued_at: invoice.issued_at,
  currency: invoice.currency,
  seller: invoice.seller,
  buyer: invoice.buyer,
  lines: invoice.lines.map((line) => ({
    title: line.title,
    quantity: line.quantity,
    unit_price: fromMinor(line.unit_price),
    total: fromMinor(line.total),
    tax_lines: line.tax_lines.map((tax) => ({ name: tax.name, rate: tax.rate, amount: fromMinor(tax.amount) })),
  })),
  subtotal: fromMinor(invoice.subtotal),
  discount: fromMinor(invoice.discount),
  shipping: fromMinor(invoice.shipping),
  total: fromMinor(invoice.total),
  reverse_charge: invoice.reverse_charge,
});

/** A credit note as events show it (amounts in major units). */
export const presentCreditNote = (note: CreditNote, base: string) => ({
  number: note.number,
  refund_id: note.refund_id,
  refund_url: `${base}/orders/${note.order_id}/refunds/${note.refund_id}`,
  order_id: note.order_id,
  order_number: note.order_number,
  invoice_number: note.invoice_number,
  issued_at: note.issued_at,
  currency: note.currency,
  seller: note.seller,
  buyer: note.buyer,
  lines: note.lines,
  amount: fromMinor(note.amount),
  tax: fromMinor(note.tax),
  tax_lines: (note.tax_lines ?? []).map((tax) => ({
    name: tax.name,
    rate: tax.rate,
    credited: fromMinor(tax.credited),
    amount: fromMinor(tax.amount),
  })),
  reverse_charge: note.reverse_charge,
  reason: note.reason,
});
