import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../../lib/invoices/invoice-record.js';
import type { CreditNote } from '../../../lib/invoices/credit-note-record.js';
import {
  addressLines,
  creditNoteVatSummary,
  documentLines,
  formatMoney,
  formatRate,
  shippingNet,
  vatSummary,
} from '../../../lib/invoices/pdf-rules.js';

const invoice = (extra: Partial<Invoice> = {}): Invoice => ({
  number: '2026-000001',
  order_id: 'o',
  order_number: 1001,
  issued_at: '2026-01-02T03:04:05.000Z',
  currency: 'EUR',
  seller: { name: 'S', address: null, vat_number: null },
  buyer: { name: 'B', address: null, vat_number: null, email: 'b@example.com' },
  lines: [
    {
      title: 'A',
      quantity: 2,
      unit_price: 1000,
      total: 2000,
      net: 1800,
      tax_lines: [{ name: 'PL VAT', rate: 23, amount: 414 }],
    },
    {
      title: 'B',
      quantity: 1,
      unit_price: 2000,
      total: 2000,
      tax_lines: [{ name: 'PL VAT (reduced)', rate: 5, amount: 100 }],
    },
    { title: 'C', quantity: 1, unit_price: 500, total: 500, tax_lines: [] },
  ],
  subtotal: 4500,
  discount: 200,
  shipping: 1000,
  total: 5300 + 414 + 100 + 230,
  tax_total: 414 + 100 + 230,
  shipping_tax_lines: [{ name: 'PL VAT (shipping)', rate: 23, amount: 230 }],
  reverse_charge: false,
  ...extra,
});

describe('invoice document rules', () => {
  it("prints a line's net after its discount share (its total when the snapshot has no net)", () => {
    expect(documentLines(invoice()).map((line) => [line.net, line.rate, line.vat])).toEqual([
      [1800, 23, 414],
      [2000, 5, 100],
      [500, 0, 0],
    ]);
  });

  it('derives the net shipping from the total, the nets and the tax', () => {
    expect(shippingNet(invoice())).toBe(1000);
  });

  it('sums the VAT per rate, shipping included, by rate ascending', () => {
    expect(vatSummary(invoice())).toEqual([
      { rate: 0, net: 500, vat: 0 },
      { rate: 5, net: 2000, vat: 100 },
      { rate: 23, net: 2800, vat: 644 },
    ]);
  });

  it('formats money, rates and addresses', () => {
    expect(formatMoney(123456, 'EUR')).toBe('1234.56 EUR');
    expect(formatMoney(-5, 'PLN')).toBe('-0.05 PLN');
    expect(formatRate(5.5)).toBe('5.5%');
    expect(formatRate(21)).toBe('21%');
    expect(
      addressLines({ address1: 'ul. Piotrkowska 1', address2: null, zip: '90-001', city: 'Łódź', country: 'PL' }),
    ).toEqual(['ul. Piotrkowska 1', '90-001 Łódź', 'PL']);
    expect(addressLines(null)).toEqual([]);
  });
});

describe('creditNoteVatSummary', () => {
  const note = (tax_lines?: CreditNote['tax_lines']) => ({ tax_lines }) as unknown as CreditNote;

  it('gives one row per rate, net and VAT taken back, by rate ascending', () => {
    expect(
      creditNoteVatSummary(
        note([
          { name: 'PL VAT', rate: 23, credited: 1230, amount: 230 },
          { name: 'PL VAT (reduced)', rate: 5, credited: 2100, amount: 100 },
          { name: 'PL VAT', rate: 23, credited: 123, amount: 23 },
        ]),
      ),
    ).toEqual([
      { rate: 5, net: 2000, vat: 100 },
      { rate: 23, net: 1100, vat: 253 },
    ]);
  });

  it('gives no rows when the note keeps no rates', () => {
    expect(creditNoteVatSummary(note(undefined))).toEqual([]);
    expect(creditNoteVatSummary(note([]))).toEqual([]);
  });
});
