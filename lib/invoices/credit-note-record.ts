import type { InvoiceParty } from './invoice-record.js';

/**
 * A stored credit note: the number and a snapshot taken in the transaction in which its refund
 * succeeded. Seller and buyer are the invoice's (as they were when the order was invoiced); the
 * VAT it takes back is the invoice's share of VAT in the amount refunded. Amounts in minor units.
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
  readonly reverse_charge: boolean;
  readonly reason: string | null;
}
