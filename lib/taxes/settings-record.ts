/**
 * A site's tax settings as stored (and, amounts aside, as shown). Read by the checkout (pricing) and
 * by invoices (the seller's identity). Rates are percentages with up to 3 decimals.
 */
export interface TaxRate {
  readonly country: string;
  readonly rate: number;
  /** A reduced rate's category (`reduced`, `books`…), matched to products' `tax_category`; null: the standard rate. */
  readonly category: string | null;
}

/** The seller's postal address, as an invoice prints it. */
export interface SellerAddress {
  readonly address1: string;
  readonly address2: string | null;
  readonly zip: string;
  readonly city: string;
  readonly province: string | null;
  readonly country: string;
}

export interface TaxSettings {
  readonly prices_include_tax: boolean;
  readonly origin_country: string;
  readonly oss: boolean;
  readonly rates: readonly TaxRate[];
  /** The seller's identity on invoices: legal name, address and VAT number (null: not given). */
  readonly legal_name: string | null;
  readonly address: SellerAddress | null;
  readonly vat_number: string | null;
  readonly updated_at: string;
}
