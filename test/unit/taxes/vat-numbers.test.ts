import { describe, expect, it } from 'vitest';
import { isValidVatNumber, normalizeVatNumber } from '../../../lib/taxes/vat-numbers.js';

describe('VAT numbers', () => {
  it('normalizes: capitals, no separators, the country prefix added when missing (EL for Greece)', () => {
    expect(normalizeVatNumber('be 0411.905.847')).toBe('BE0411905847');
    expect(normalizeVatNumber('004495445b01', 'NL')).toBe('NL004495445B01');
    expect(normalizeVatNumber('094259216', 'GR')).toBe('EL094259216');
    expect(normalizeVatNumber('DE129273398', 'FR')).toBe('DE129273398');
  });

  it.each([
    ['BE0411905847', undefined, true],
    ['NL004495445B01', undefined, true],
    ['DE 129 273 398', undefined, true],
    ['004495445B01', 'NL', true],
    ['NL123456789B01', undefined, false],
    ['BE123', undefined, false],
    ['XX123456789', undefined, false],
  ])('%s (%s) is %s', (value, country, valid) => {
    expect(isValidVatNumber(value, country)).toBe(valid);
  });
});
