import { describe, expect, it } from 'vitest';
import type { TaxSettings } from '../../../lib/taxes/settings-record.js';
import { computeTaxes, divideHalfUp, spreadDiscount, taxCountry, type TaxInput } from '../../../lib/taxes/tax-rules.js';

const settings = (over: Partial<TaxSettings> = {}): TaxSettings => ({
  prices_include_tax: false,
  origin_country: 'BE',
  oss: true,
  rates: [
    { country: 'BE', rate: 21, category: null },
    { country: 'BE', rate: 6, category: 'reduced' },
    { country: 'FR', rate: 20, category: null },
    { country: 'FR', rate: 5.5, category: 'reduced' },
    { country: 'NL', rate: 21, category: null },
  ],
  legal_name: null,
  address: null,
  vat_number: null,
  updated_at: '2026-01-01T00:00:00Z',
  ...over,
});
const inclusive = settings({ prices_include_tax: true });

const input = (over: Partial<TaxInput>): TaxInput => ({
  settings: settings(),
  lines: [{ total: 10_000 }],
  discount: 0,
  discountLines: [],
  shipping: 0,
  ...over,
});

/** The figures that matter, in cents: each line's [discount, net, tax], shipping's [net, tax], tax total, total. */
const figures = (over: Partial<TaxInput>) => {
  const outcome = computeTaxes(input(over));
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems));
  const { result } = outcome;
  return {
    lines: result.lines.map((line) => [line.discount, line.net, line.tax]),
    shipping: [result.shipping.net, result.shipping.tax],
    tax_total: result.tax_total,
    total: result.total,
    country: result.tax_country,
    reverse_charge: result.reverse_charge,
    reason: result.tax_exempt_reason,
  };
};

describe('computeTaxes: exact cents', () => {
  it.each([
    [
      'domestic, prices exclusive: 100.00 + 21% = 121.00',
      { shippingCountry: 'BE' },
      { lines: [[0, 10_000, 2_100]], tax_total: 2_100, total: 12_100, country: 'BE', reason: null },
    ],
    [
      'domestic, prices inclusive: 121.00 holds 21.00',
      { settings: inclusive, lines: [{ total: 12_100 }], shippingCountry: 'BE' },
      { lines: [[0, 10_000, 2_100]], tax_total: 2_100, total: 12_100 },
    ],
    [
      'domestic inclusive, an uneven price: the buyer pays the shelf price (10.00 holds 1.74)',
      { settings: inclusive, lines: [{ total: 1_000 }] },
      { lines: [[0, 826, 174]], tax_total: 174, total: 1_000 },
    ],
    [
      'OSS destination, inclusive: 121.00 incl. 21% becomes 100.00 + 20.00 at 20%',
      { settings: inclusive, lines: [{ total: 12_100 }], shippingCountry: 'FR' },
      { lines: [[0, 10_000, 2_000]], tax_total: 2_000, total: 12_000, country: 'FR' },
    ],
    [
      'OSS destination, exclusive: 100.00 + 20%',
      { shippingCountry: 'FR' },
      { lines: [[0, 10_000, 2_000]], total: 12_000, country: 'FR' },
    ],
    [
      'OSS off: the origin rate applies to another country',
      { settings: settings({ oss: false }), shippingCountry: 'FR' },
      { lines: [[0, 10_000, 2_100]], total: 12_100, country: 'BE' },
    ],
    [
      'no shipping address: the billing country decides',
      { billingCountry: 'FR' },
      { lines: [[0, 10_000, 2_000]], country: 'FR' },
    ],
    [
      'a reduced category: 9.99 at 6% = 0.60 (0.5994 half up)',
      { lines: [{ total: 999, category: 'reduced' }] },
      { lines: [[0, 999, 60]], total: 1_059 },
    ],
    [
      'a reduced category abroad: 10.00 at 5.5% = 0.55',
      { lines: [{ total: 1_000, category: 'reduced' }], shippingCountry: 'FR' },
      { lines: [[0, 1_000, 55]], total: 1_055 },
    ],
    [
      'a category the country lacks: its standard rate',
      { lines: [{ total: 1_000, category: 'reduced' }], shippingCountry: 'NL' },
      { lines: [[0, 1_000, 210]], total: 1_210, reason: null },
    ],
    [
      'a half cent rounds up: 0.50 at 21% = 0.105 → 0.11',
      { lines: [{ total: 50 }] },
      { lines: [[0, 50, 11]], total: 61 },
    ],
    [
      'a discount spread in proportion, half up, the remainder on the last line',
      { lines: [{ total: 1_000 }, { total: 2_000 }, { total: 3_000 }], discount: 1_000, discountLines: [0, 1, 2] },
      {
        lines: [
          [167, 833, 175],
          [333, 1_667, 350],
          [500, 2_500, 525],
        ],
        tax_total: 1_050,
        total: 6_050,
      },
    ],
    [
      'a discount on some lines only',
      { lines: [{ total: 1_000 }, { total: 2_000 }, { total: 3_000 }], discount: 400, discountLines: [0, 2] },
      {
        lines: [
          [100, 900, 189],
          [0, 2_000, 420],
          [300, 2_700, 567],
        ],
        total: 6_776,
      },
    ],
    [
      'shipping at the standard rate of the same country, exclusive: 4.95 + 1.04',
      { lines: [{ total: 1_000, category: 'reduced' }], shipping: 495, shippingCountry: 'FR' },
      { lines: [[0, 1_000, 55]], shipping: [495, 99], tax_total: 154, total: 1_649 },
    ],
    [
      'shipping inclusive: 6.05 holds 1.05',
      { settings: inclusive, lines: [{ total: 12_100 }], shipping: 605 },
      { shipping: [500, 105], tax_total: 2_205, total: 12_705 },
    ],
    [
      'no rate for the country: 0% and the net price, no_rate',
      { settings: inclusive, lines: [{ total: 12_100 }], shipping: 605, shippingCountry: 'US' },
      { lines: [[0, 10_000, 0]], shipping: [500, 0], tax_total: 0, total: 10_500, country: 'US', reason: 'no_rate' },
    ],
    [
      'reverse charge: a valid VAT number in another country pays 0%',
      { billingCountry: 'NL', billingVatNumber: 'NL004495445B01', shipping: 500 },
      {
        lines: [[0, 10_000, 0]],
        shipping: [500, 0],
        tax_total: 0,
        total: 10_500,
        reverse_charge: true,
        reason: 'reverse_charge',
      },
    ],
    [
      'reverse charge with inclusive prices: the buyer pays the net',
      { settings: inclusive, lines: [{ total: 12_100 }], billingCountry: 'DE', billingVatNumber: 'DE 129 273 398' },
      { lines: [[0, 10_000, 0]], total: 10_000, reverse_charge: true },
    ],
    [
      'a VAT number in the origin country: no reverse charge',
      { billingCountry: 'BE', billingVatNumber: 'BE0411905847' },
      { lines: [[0, 10_000, 2_100]], reverse_charge: false, reason: null },
    ],
    [
      'a VAT number without its prefix takes the billing country',
      { billingCountry: 'NL', billingVatNumber: '004495445B01' },
      { reverse_charge: true },
    ],
    [
      'a tax-exempt customer group pays 0%',
      { groupExempt: true, shipping: 500 },
      { lines: [[0, 10_000, 0]], shipping: [500, 0], total: 10_500, reason: 'customer_group' },
    ],
  ])('%s', (_label, over, expected) => {
    expect(figures(over as Partial<TaxInput>)).toMatchObject(expected);
  });

  it('without tax settings charges nothing and totals as before', () => {
    expect(
      figures({
        settings: undefined,
        lines: [{ total: 1_000 }, { total: 500 }],
        discount: 300,
        discountLines: [0, 1],
        shipping: 499,
      }),
    ).toEqual({
      lines: [
        [200, 800, 0],
        [100, 400, 0],
      ],
      shipping: [499, 0],
      tax_total: 0,
      total: 1_699,
      country: null,
      reverse_charge: false,
      reason: null,
    });
  });

  it('a free line beside discounted ones loses no cent of the discount (BE 21%: 20.00 + 4.20)', () => {
    const over = { lines: [{ total: 1_000 }, { total: 1_000 }, { total: 1_000 }, { total: 0 }], discount: 1_000 };
    expect(figures({ ...over, discountLines: [0, 1, 2, 3] })).toMatchObject({
      lines: [
        [333, 667, 140],
        [333, 667, 140],
        [334, 666, 140],
        [0, 0, 0],
      ],
      tax_total: 420,
      total: 2_420,
    });
    // Without tax settings the same path: subtotal − discount.
    expect(figures({ ...over, settings: undefined, discountLines: [0, 1, 2, 3] })).toMatchObject({
      tax_total: 0,
      total: 2_000,
    });
  });

  it('without tax settings neither checks a VAT number nor exempts a group: nothing to exempt from', () => {
    expect(
      figures({
        settings: undefined,
        billingCountry: 'NL',
        billingVatNumber: 'NL123',
        groupExempt: true,
        shipping: 500,
      }),
    ).toEqual({
      lines: [[0, 10_000, 0]],
      shipping: [500, 0],
      tax_total: 0,
      total: 10_500,
      country: null,
      reverse_charge: false,
      reason: null,
    });
  });

  it('names each tax line with its country, category and rate', () => {
    const outcome = computeTaxes(
      input({ lines: [{ total: 1_000, category: 'reduced' }, { total: 1_000 }], shipping: 100 }),
    );
    expect(outcome.ok && outcome.result.lines.map((line) => line.tax_lines)).toEqual([
      [{ name: 'BE VAT (reduced)', rate: 6, amount: 60 }],
      [{ name: 'BE VAT', rate: 21, amount: 210 }],
    ]);
    expect(outcome.ok && outcome.result.shipping.tax_lines).toEqual([
      { name: 'BE VAT (shipping)', rate: 21, amount: 21 },
    ]);
  });

  it('refuses a malformed billing VAT number, naming the field', () => {
    expect(computeTaxes(input({ billingCountry: 'NL', billingVatNumber: 'NL123' }))).toEqual({
      ok: false,
      problems: [expect.objectContaining({ field: 'billing_address.vat_number', code: 'invalid_vat_number' })],
    });
  });
});

describe('tax helpers', () => {
  it('divides half up exactly', () => {
    expect([divideHalfUp(5, 10), divideHalfUp(4, 10), divideHalfUp(15, 10), divideHalfUp(1_050_000, 100_000)]).toEqual([
      1, 0, 2, 11,
    ]);
  });

  it('spreads a discount that sums exactly to itself', () => {
    const shares = spreadDiscount([333, 333, 334], 100, [0, 1, 2]);
    expect(shares).toEqual([33, 33, 34]);
    expect(spreadDiscount([100, 200], 0, [0, 1])).toEqual([0, 0]);
  });

  it('gives a free line no share: the whole discount stays on lines that can take it', () => {
    expect(spreadDiscount([1_000, 1_000, 1_000, 0], 1_000, [0, 1, 2, 3])).toEqual([333, 333, 334, 0]);
  });

  it('never gives a share below 0 or above its line', () => {
    expect(spreadDiscount([1, 1, 1, 1], 2, [0, 1, 2, 3])).toEqual([0, 0, 1, 1]);
    expect(spreadDiscount([1, 2, 0, 7], 3, [0, 1, 2, 3])).toEqual([0, 1, 0, 2]);
    expect(spreadDiscount([5, 5], 20, [0, 1])).toEqual([5, 5]);
  });

  it('shares always sum to the discount and stay within their lines', () => {
    for (let seed = 1; seed < 400; seed += 1) {
      const totals = Array.from({ length: 1 + (seed % 6) }, (_, i) => ((seed * 7919 + i * 104_729) % 23) * (i % 3));
      const base = totals.reduce((sum, total) => sum + total, 0);
      const discount = base === 0 ? 0 : seed % (base + 1);
      const shares = spreadDiscount(
        totals,
        discount,
        totals.map((_, i) => i),
      );
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(discount);
      shares.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(totals[i] as number);
      });
    }
  });

  it('chooses the country: OSS destination, billing fallback, origin', () => {
    expect(taxCountry(settings(), 'FR', 'NL')).toBe('FR');
    expect(taxCountry(settings(), undefined, 'NL')).toBe('NL');
    expect(taxCountry(settings(), undefined, undefined)).toBe('BE');
    expect(taxCountry(settings({ oss: false }), 'FR')).toBe('BE');
  });
});
