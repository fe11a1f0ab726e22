import { describe, expect, it } from 'vitest';
import { creditedTax } from '../../../lib/invoices/credit-note-rules.js';

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
