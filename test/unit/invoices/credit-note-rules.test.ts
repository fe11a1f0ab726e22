import { describe, expect, it } from 'vitest';
import { creditedTax, creditedTaxLines, documentRates, rateSummary } from '../../../lib/invoices/credit-note-rules.js';

describe('creditedTax', () => {
  it("takes back the invoice's share of VAT in the amount, half up, never more than the invoice's VAT", () => {
    expect(creditedTax(1000, { total: 3690, tax_total: 690 })).toBe(187);
    expect(creditedTax(3690, { total: 3690, tax_total: 690 })).toBe(690);
    expect(creditedTax(5000, { total: 3690, tax_total: 690 })).toBe(690);
  });

  it('is 0 without an invoice, or for one without tax', () => {
    expect(creditedTax(1000, undefined)).toBe(0);
    expect(creditedTax(1000, { total: 1000 })).toBe(0);
    expect(creditedTax(1000, { total: 1000, tax_total: 0 })).toBe(0);
  });
});

describe('creditedTaxLines', () => {
  const vat21 = { name: 'BE VAT', rate: 21 };
  const vat6 = { name: 'BE VAT', rate: 6 };
  // An invoice of a 10.00 line at 21% (12.10) and a 10.00 line at 6% (10.60): 22.70, 2.70 of VAT.
  const invoice = {
    lines: [
      { net: 1000, tax_lines: [{ ...vat21, amount: 210 }] },
      { net: 1000, tax_lines: [{ ...vat6, amount: 60 }] },
    ],
    total: 2270,
    shipping_tax_lines: [],
  };

  it("takes back each rate's VAT of a line refund at that line's rate, not the invoice's average", () => {
    const lines = rateSummary([{ net: 1000, tax_lines: [{ ...vat21, amount: 210 }], share: 1 }]);
    expect(creditedTaxLines(1210, lines)).toEqual([{ ...vat21, credited: 1210, amount: 210 }]);
    // The invoice's one share of VAT would say 1210 × 270 / 2270 = 144.
    expect(creditedTax(1210, { total: 2270, tax_total: 270 })).toBe(144);
    const half = rateSummary([{ net: 1000, tax_lines: [{ ...vat6, amount: 60 }], share: 0.5 }]);
    expect(creditedTaxLines(530, half)).toEqual([{ ...vat6, credited: 530, amount: 30 }]);
  });

  it("spreads an amount over the invoice's rates pro rata, in exact cents summing to the amount", () => {
    const rates = documentRates(invoice) ?? [];
    expect(rates).toEqual([
      { ...vat21, gross: 1210, tax: 210 },
      { ...vat6, gross: 1060, tax: 60 },
    ]);
    const all = creditedTaxLines(2270, rates);
    expect(all).toEqual([
      { ...vat21, credited: 1210, amount: 210 },
      { ...vat6, credited: 1060, amount: 60 },
    ]);
    for (const amount of [1, 2, 333, 1000, 1501, 2269]) {
      const lines = creditedTaxLines(amount, rates);
      expect(lines.reduce((sum, line) => sum + line.credited, 0)).toBe(amount);
    }
    // 10.00 of 22.70: 5.33 at 21% (0.93 VAT, half up) and 4.67 at 6% (0.26 VAT).
    expect(creditedTaxLines(1000, rates)).toEqual([
      { ...vat21, credited: 533, amount: 93 },
      { ...vat6, credited: 467, amount: 26 },
    ]);
  });

  it('counts shipping beyond the lines under its own tax lines, untaxed things under exempt, and knows no rates without nets', () => {
    const shipped = documentRates({
      lines: [{ net: 1000, tax_lines: [] }],
      total: 1605,
      shipping_tax_lines: [{ ...vat21, amount: 105 }],
    });
    expect(shipped).toEqual([
      { name: 'exempt', rate: 0, gross: 1000, tax: 0 },
      { ...vat21, gross: 605, tax: 105 },
    ]);
    expect(documentRates({ lines: [{ tax_lines: [] }], total: 1000 })).toBeUndefined();
    expect(creditedTaxLines(0, shipped ?? [])).toEqual([]);
  });
});
