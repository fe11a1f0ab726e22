import type { CreditNote } from './credit-note-record.js';
import type { Invoice } from './invoice-record.js';

/**
 * What an invoice document prints, computed from the stored snapshot alone (pure): each line's net,
 * VAT rate and amount, the VAT summary per rate and the totals, in minor units.
 */

type TaxLine = Invoice['lines'][number]['tax_lines'][number];

export interface DocumentLine {
  readonly title: string;
  readonly quantity: number;
  readonly net: number;
  /** The rate in percent (0 when nothing is charged). */
  readonly rate: number;
  readonly vat: number;
}

export interface VatRow {
  readonly rate: number;
  readonly net: number;
  readonly vat: number;
}

export const rateOf = (taxes: readonly TaxLine[]): number => taxes.reduce((sum, tax) => sum + tax.rate, 0);
export const vatOf = (taxes: readonly TaxLine[]): number => taxes.reduce((sum, tax) => sum + tax.amount, 0);

/** The invoice's lines as printed: a line's net is what it kept after its share of the discount. */
export const documentLines = (invoice: Invoice): DocumentLine[] =>
  invoice.lines.map((line) => ({
    title: line.title,
    quantity: line.quantity,
    net: line.net ?? line.total,
    rate: rateOf(line.tax_lines),
    vat: vatOf(line.tax_lines),
  }));

/**
 * The total tax: the stored `tax_total` when the snapshot has it, else the lines' own (invoices
 * issued before it was kept).
 */
export const taxTotalOf = (invoice: Invoice): number =>
  invoice.tax_total ?? invoice.lines.reduce((sum, line) => sum + vatOf(line.tax_lines), 0);

/**
 * The shipping as printed, net: what the total holds beyond the lines' nets and the tax (the total
 * is the nets plus the tax, so this holds with prices including tax or not). Never below zero.
 */
export const shippingNet = (invoice: Invoice): number => {
  const lines = documentLines(invoice).reduce((sum, line) => sum + line.net, 0);
  return Math.max(0, invoice.total - taxTotalOf(invoice) - lines);
};

/** The VAT summary: one row per rate (lines and shipping), by rate ascending. */
export const vatSummary = (invoice: Invoice): VatRow[] => {
  const rows = new Map<number, { net: number; vat: number }>();
  const add = (rate: number, net: number, vat: number) => {
    const row = rows.get(rate) ?? { net: 0, vat: 0 };
    rows.set(rate, { net: row.net + net, vat: row.vat + vat });
  };
  for (const line of documentLines(invoice)) add(line.rate, line.net, line.vat);
  const shipping = shippingNet(invoice);
  const shippingTaxes = invoice.shipping_tax_lines ?? [];
  if (shipping > 0 || shippingTaxes.length) add(rateOf(shippingTaxes), shipping, vatOf(shippingTaxes));
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([rate, row]) => ({ rate, ...row }));
};

/**
 * A credit note's VAT summary: one row per rate of what it takes back (net and VAT), by rate
 * ascending; none when the note keeps no rates (issued before they were kept, or for an order
 * placed before taxes existed), which then prints its VAT as one figure.
 */
export const creditNoteVatSummary = (note: CreditNote): VatRow[] => {
  const rows = new Map<number, { net: number; vat: number }>();
  for (const tax of note.tax_lines ?? []) {
    const row = rows.get(tax.rate) ?? { net: 0, vat: 0 };
    rows.set(tax.rate, { net: row.net + tax.credited - tax.amount, vat: row.vat + tax.amount });
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([rate, row]) => ({ rate, ...row }));
};

/** An amount in minor units as printed: `1234.50 EUR`. */
export const formatMoney = (minor: number, currency: string): string => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} ${currency}`;
};

/** A rate as printed: `21%`, `5.5%`. */
export const formatRate = (rate: number): string => `${Number(rate.toFixed(3))}%`;

/** An address as printed, one line per part, the parts it has only. */
export const addressLines = (address: Readonly<Record<string, unknown>> | null): string[] => {
  if (!address) return [];
  const text = (key: string) =>
    typeof address[key] === 'string' && address[key] !== '' ? (address[key] as string) : undefined;
  const city = [text('postal_code') ?? text('zip'), text('city')].filter(Boolean).join(' ');
  return [
    text('company'),
    text('line1') ?? text('address1'),
    text('line2') ?? text('address2'),
    city || undefined,
    text('region') ?? text('province'),
    text('country'),
  ].filter((part): part is string => part !== undefined);
};
