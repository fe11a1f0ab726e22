import { fromMinor } from '../commerce/money.js';
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
