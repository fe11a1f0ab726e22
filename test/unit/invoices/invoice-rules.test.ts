import { describe, expect, it } from 'vitest';
import { creditNoteNumber, invoiceNumber, nextSequence, numberingYear } from '../../../lib/invoices/invoice-rules.js';

describe('invoice numbering', () => {
  it('formats a year and a six-digit sequence', () => {
    expect(invoiceNumber(2026, 1)).toBe('2026-000001');
    expect(invoiceNumber(2026, 123456)).toBe('2026-123456');
    expect(creditNoteNumber(2026, 7)).toBe('CN-2026-000007');
  });
  it('numbers in the UTC year of issue and starts each series at 1', () => {
    expect(numberingYear('2026-12-31T23:59:59Z')).toBe(2026);
    expect(nextSequence(undefined)).toBe(1);
    expect(nextSequence(41)).toBe(42);
  });
});
