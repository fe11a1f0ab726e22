/** Who an invoice is from or to, as it was when the invoice was issued. */
export interface InvoiceParty {
  readonly name: string | null;
  readonly address: Readonly<Record<string, unknown>> | null;
  readonly vat_number: string | null;
}

/**
 * A stored invoice: the number and a snapshot of the order, its seller and its buyer taken in the
 * transaction that made the order paid, so a later customer erase or settings change alters no
 * invoice. Amounts in minor units.
 */
export interface Invoice {
  readonly number: string;
  readonly order_id: string;
  readonly order_number: number;
  readonly issued_at: string;
  readonly currency: string;
  readonly seller: InvoiceParty;
  readonly buyer: InvoiceParty & { readonly email: string };
  readonly lines: readonly {
    readonly title: string;
    readonly quantity: number;
    readonly unit_price: number;
    readonly total: number;
    readonly tax_lines: readonly { readonly name: string; readonly rate: number; readonly amount: number }[];
    /** The line's net after its share of the discount (absent on invoices issued before it was kept: the total). */
    readonly net?: number;
  }[];
  readonly subtotal: number;
  readonly discount: number;
  readonly shipping: number;
  readonly total: number;
  /** Every tax line, shipping's included (absent on invoices issued before it was kept: 0 or the lines' own). */
  readonly tax_total?: number;
  readonly shipping_tax_lines?: readonly { readonly name: string; readonly rate: number; readonly amount: number }[];
  readonly reverse_charge: boolean;
}
