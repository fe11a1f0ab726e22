import type { InvoiceParty } from './invoice-record.js';

/**
 * A stored credit note: the number and a snapshot taken in the transaction in which its refund
 * succeeded. Seller and buyer are the invoice's (as they were when the order was invoiced); the
 * VAT it takes back is split by rate: the refunded lines' rates, or an amount's share of each of the
 * invoice's rates. Amounts in minor units.
 */
export interface CreditNote {
  readonly number: string;
  readonly refund_id: string;
  readonly order_id: string;
  readonly order_number: number;
  /** The invoice it corrects (null: the order had none, e.g. money refunded before the order was paid in full). */
  readonly invoice_number: string | null;
  readonly issued_at: string;
  readonly currency: string;
  readonly seller: InvoiceParty;
  readonly buyer: InvoiceParty & { readonly email: string };
  /** The order's lines the refund names (none: an amount refunded without lines). */
  readonly lines: readonly { readonly title: string; readonly quantity: number }[];
  /** What is credited, VAT included. */
  readonly amount: number;
  /** The VAT in it. */
  readonly tax: number;
  /**
   * The credit per VAT rate (`credited` VAT included, `amount` the VAT): a line refund's lines'
   * rates, an amount's share of each of the invoice's rates. Absent on credit notes issued before
   * it was kept, and when the order's lines keep no rates (placed before taxes existed).
   */
  readonly tax_lines?: readonly {
    readonly name: string;
    readonly rate: number;
    readonly credited: number;
    readonly amount: number;
  }[];
  readonly reverse_charge: boolean;
  readonly reason: string | null;
}
