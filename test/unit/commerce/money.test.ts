import { describe, expect, it } from 'vitest';
import '../../../lib/http/zod-locale.js';
import { amountSchema, fromMinor, isAmount, percentOf, toMinor } from '../../../lib/commerce/money.js';

describe('money', () => {
  it.each([0, 1, 4.9, 4.99, 1000000, 0.01, 19.99])('accepts %s', (value) => {
    expect(isAmount(value)).toBe(true);
    expect(amountSchema.safeParse(value).success).toBe(true);
  });

  it.each([4.999, -1, 0.001, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, 0.1 + 0.2])('refuses %s', (value) => {
    expect(amountSchema.safeParse(value).success).toBe(false);
  });

  it('converts to integer minor units and back without float drift', () => {
    for (const [major, minor] of [
      [4.99, 499],
      [0.29, 29],
      [1.15, 115],
      [19.99, 1999],
      [0.07, 7],
      [1000000, 100000000],
    ] as const) {
      expect(toMinor(major)).toBe(minor);
      expect(fromMinor(minor)).toBe(major);
      expect(JSON.stringify(fromMinor(minor))).toBe(String(major));
    }
  });

  it('takes a percentage of minor units, rounding half up', () => {
    expect(percentOf(1999, 10)).toBe(200); // 199.9 → 200
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(5, 50)).toBe(3); // 2.5 → 3
    expect(percentOf(0, 30)).toBe(0);
  });
});
