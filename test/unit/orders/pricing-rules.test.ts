import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../../lib/coupons/coupon-record.js';
import type { ShippingRate } from '../../../lib/shipping-rates/shipping-rates.js';
import {
  priceOrder,
  stockShortfalls,
  type PricingInput,
  type RequestedLine,
} from '../../../lib/orders/pricing-rules.js';
import type { Product } from '../../../lib/products/product-record.js';

// Every amount here is in cents (minor units): what the server stores and computes with.
const product = (fields: Partial<Product> = {}): Product => ({
  id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
  name: 'Mug',
  slug: 'mug',
  status: 'active',
  price: 1000,
  track_inventory: true,
  inventory_quantity: 100,
  options: [],
  variants: [],
  variant_stock: {},
  collection_ids: [],
  custom_fields: {},
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  version: 1,
  weight: 1,
  ...fields,
});
const shirt = product({
  id: 'bbbbbbbbbbbbbbbbbbbbbbbb',
  name: 'Shirt',
  price: 2000,
  weight: 0.25,
  options: ['Size'],
  product_type_id: 'type-apparel',
  variants: [
    { id: 'cccccccccccccccccccccccc', option_values: ['S'], sku: 'SH-S' },
    { id: 'dddddddddddddddddddddddd', option_values: ['XL'], price: 2450, weight: 0.5 },
  ],
  variant_stock: { cccccccccccccccccccccccc: 3, dddddddddddddddddddddddd: 0 },
});
const book = product({
  id: 'eeeeeeeeeeeeeeeeeeeeeeee',
  name: 'Book',
  price: 1999,
  weight: 0.5,
  collection_ids: ['col-books'],
});

const coupon = (fields: Partial<Coupon>): Coupon =>
  ({
    id: 'ffffffffffffffffffffffff',
    code: 'SAVE',
    state: 'active',
    coupon_type: 'percentage',
    customer_specific: false,
    collection_ids: [],
    product_type_ids: [],
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    version: 1,
    redemptions: {},
    redemption_count: 0,
    redeemed_by: {},
    ...fields,
  }) as Coupon;
const rate = (fields: Partial<ShippingRate>): ShippingRate => ({
  id: '111111111111111111111111',
  name: 'Post',
  criteria: 'none',
  price: 499,
  default: false,
  pickup: false,
  restricted: false,
  zipcodes: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  version: 1,
  ...fields,
});

const address = { name: 'Ada', address1: 'Main 1', zip: '9000', city: 'Gent', country: 'BE' };
const mugs = (quantity: number): RequestedLine => ({ product: product(), quantity });
const books = (quantity: number): RequestedLine => ({ product: book, quantity });
const base = (fields: Partial<PricingInput>): PricingInput => ({
  lines: [mugs(1)],
  redeemer: 'email:ada@example.com',
  now: new Date('2026-06-01T00:00:00Z'),
  ...fields,
});
const totals = (input: PricingInput) => {
  const result = priceOrder(input);
  if (!result.ok) throw new Error(JSON.stringify(result));
  const { subtotal, discount, shipping, couponSaving } = result.order;
  return { subtotal, discount, shipping, saving: couponSaving };
};
const problemsOf = (input: PricingInput) => {
  const result = priceOrder(input);
  return !result.ok && 'problems' in result ? result.problems.map((p) => `${p.field}:${p.code}`) : [];
};

describe('priceOrder discountLines (the lines a discount is spread over for taxes)', () => {
  const linesOf = (input: PricingInput) => {
    const result = priceOrder(input);
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.order.discountLines;
  };
  it.each([
    ['no coupon', base({ lines: [mugs(1), books(1)] }), []],
    [
      'a coupon on every line',
      base({ lines: [mugs(1), books(1)], coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 10 }) } }),
      [0, 1],
    ],
    [
      "a coupon limited to a collection: only its lines' indices",
      base({
        lines: [mugs(1), books(2), mugs(3), books(1)],
        coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 10, collection_ids: ['col-books'] }) },
      }),
      [1, 3],
    ],
    [
      'free shipping: no line',
      base({
        lines: [mugs(1), books(1)],
        rate: { id: 'r', found: rate({}) },
        coupon: { code: 'SAVE', found: coupon({ coupon_type: 'free_shipping' }) },
      }),
      [],
    ],
  ])('%s', (_label, input, expected) => {
    expect(linesOf(input)).toEqual(expected);
  });
});

describe('priceOrder totals (cents)', () => {
  it.each([
    ['no coupon, no rate', base({ lines: [mugs(3)] }), { subtotal: 3000, discount: 0, shipping: 0, saving: 0 }],
    [
      'variant price, else the product price',
      base({
        lines: [
          { product: shirt, variantId: 'cccccccccccccccccccccccc', quantity: 2 },
          { product: shirt, variantId: 'dddddddddddddddddddddddd', quantity: 1 },
        ],
      }),
      { subtotal: 6450, discount: 0, shipping: 0, saving: 0 },
    ],
    [
      'percentage, rounded half up',
      base({ lines: [books(1)], coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 10 }) } }),
      { subtotal: 1999, discount: 200, shipping: 0, saving: 200 },
    ],
    [
      'percentage of 12.5 %',
      base({ lines: [mugs(1)], coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 12.5 }) } }),
      { subtotal: 1000, discount: 125, shipping: 0, saving: 125 },
    ],
    [
      'percentage only on the lines of its collection',
      base({
        lines: [mugs(2), books(1)],
        coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 50, collection_ids: ['col-books'] }) },
      }),
      { subtotal: 3999, discount: 1000, shipping: 0, saving: 1000 },
    ],
    [
      'percentage only on the lines of its product type',
      base({
        lines: [mugs(1), { product: shirt, variantId: 'cccccccccccccccccccccccc', quantity: 1 }],
        coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 100, product_type_ids: ['type-apparel'] }) },
      }),
      { subtotal: 3000, discount: 2000, shipping: 0, saving: 2000 },
    ],
    [
      'amount',
      base({
        lines: [mugs(2)],
        coupon: { code: 'SAVE', found: coupon({ coupon_type: 'amount', coupon_amount: 550 }) },
      }),
      { subtotal: 2000, discount: 550, shipping: 0, saving: 550 },
    ],
    [
      'amount capped at what it applies to',
      base({
        lines: [mugs(1), books(1)],
        coupon: {
          code: 'SAVE',
          found: coupon({ coupon_type: 'amount', coupon_amount: 5000, collection_ids: ['col-books'] }),
        },
      }),
      { subtotal: 2999, discount: 1999, shipping: 0, saving: 1999 },
    ],
    [
      'amount with shipping: the discount leaves shipping alone',
      base({
        lines: [mugs(1)],
        rate: { id: 'r', found: rate({}) },
        coupon: { code: 'SAVE', found: coupon({ coupon_type: 'amount', coupon_amount: 1000 }) },
      }),
      { subtotal: 1000, discount: 1000, shipping: 499, saving: 1000 },
    ],
    [
      'free shipping zeroes shipping and saves the rate',
      base({
        lines: [mugs(1)],
        rate: { id: 'r', found: rate({ price: 695 }) },
        coupon: { code: 'SAVE', found: coupon({ coupon_type: 'free_shipping' }) },
      }),
      { subtotal: 1000, discount: 0, shipping: 0, saving: 695 },
    ],
    [
      'free shipping without a rate saves nothing',
      base({ lines: [mugs(1)], coupon: { code: 'SAVE', found: coupon({ coupon_type: 'free_shipping' }) } }),
      { subtotal: 1000, discount: 0, shipping: 0, saving: 0 },
    ],
    [
      'criteria none',
      base({ lines: [mugs(1)], rate: { id: 'r', found: rate({}) } }),
      { subtotal: 1000, discount: 0, shipping: 499, saving: 0 },
    ],
    [
      'criteria weight, inside its bounds (inclusive)',
      base({
        lines: [mugs(2), books(2)],
        rate: { id: 'r', found: rate({ criteria: 'weight', weight_min: 3, weight_max: 3, price: 900 }) },
      }),
      { subtotal: 5998, discount: 0, shipping: 900, saving: 0 },
    ],
    [
      'criteria weight sums fractional weights exactly',
      base({
        lines: [
          { product: product({ weight: 0.1 }), quantity: 1 },
          { product: product({ id: '999999999999999999999999', weight: 0.2 }), quantity: 1 },
        ],
        rate: { id: 'r', found: rate({ criteria: 'weight', weight_min: 0.3, weight_max: 0.3 }) },
      }),
      { subtotal: 2000, discount: 0, shipping: 499, saving: 0 },
    ],
    [
      'criteria order_total on the subtotal (inclusive)',
      base({
        lines: [mugs(5)],
        rate: { id: 'r', found: rate({ criteria: 'order_total', order_min: 5000, order_max: 10000, price: 0 }) },
      }),
      { subtotal: 5000, discount: 0, shipping: 0, saving: 0 },
    ],
    [
      'restricted to a listed zip, in any case and spacing',
      base({
        lines: [mugs(1)],
        shippingAddress: { ...address, zip: ' 9000 ' },
        rate: { id: 'r', found: rate({ restricted: true, zipcodes: ['9000', '1000'] }) },
      }),
      { subtotal: 1000, discount: 0, shipping: 499, saving: 0 },
    ],
    [
      'a 100 % coupon takes the whole subtotal, no more',
      base({ lines: [mugs(1)], coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 100 }) } }),
      { subtotal: 1000, discount: 1000, shipping: 0, saving: 1000 },
    ],
  ])('%s', (_label, input, expected) => {
    expect(totals(input)).toEqual(expected);
  });

  it('keeps each line as a snapshot with the variant title and sku', () => {
    const result = priceOrder(
      base({ lines: [{ product: shirt, variantId: 'dddddddddddddddddddddddd', quantity: 2 }] }),
    );
    expect(result.ok && result.order.lines).toEqual([
      {
        product_id: shirt.id,
        variant_id: 'dddddddddddddddddddddddd',
        sku: null,
        title: 'Shirt',
        variant_title: 'XL',
        vendor: null,
        quantity: 2,
        unit_price: 2450,
        total: 4900,
      },
    ]);
  });
});

describe('priceOrder refusals', () => {
  it.each([
    ['an unknown product', base({ lines: [{ quantity: 1 }] }), ['line_items.0.product:not_found']],
    [
      'a draft product',
      base({ lines: [mugs(1), { product: product({ status: 'draft' }), quantity: 1 }] }),
      ['line_items.1.product:not_available'],
    ],
    [
      'a product with variants but no variant_id',
      base({ lines: [{ product: shirt, quantity: 1 }] }),
      ['line_items.0.variant_id:missing'],
    ],
    [
      'a variant of another product',
      base({ lines: [{ product: shirt, variantId: 'aaaaaaaaaaaaaaaaaaaaaaaa', quantity: 1 }] }),
      ['line_items.0.variant_id:unknown_variant'],
    ],
    [
      'a variant_id on a product without variants',
      base({ lines: [{ product: product(), variantId: 'cccccccccccccccccccccccc', quantity: 1 }] }),
      ['line_items.0.variant_id:not_allowed'],
    ],
    ['an unknown coupon', base({ coupon: { code: 'NOPE' } }), ['coupon:not_found']],
    [
      'a coupon for none of the lines',
      base({ coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 10, collection_ids: ['col-books'] }) } }),
      ['coupon:not_applicable'],
    ],
    [
      'a subtotal under required_value',
      base({
        lines: [mugs(1)],
        coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 10, required_value: 1001 }) },
      }),
      ['coupon:not_applicable'],
    ],
    [
      'fewer items than required_amount',
      base({
        lines: [mugs(2)],
        coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 10, required_amount: 3 }) },
      }),
      ['coupon:not_applicable'],
    ],
    [
      'an inactive coupon',
      base({ coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 10, state: 'inactive' }) } }),
      ['coupon:inactive'],
    ],
    [
      'an expired-state coupon',
      base({ coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 10, state: 'expired' }) } }),
      ['coupon:inactive'],
    ],
    [
      'a customer-specific coupon for a guest',
      base({
        coupon: {
          code: 'SAVE',
          found: coupon({ coupon_percentage: 10, customer_specific: true, customer_ids: ['c1'] }),
        },
      }),
      ['coupon:not_applicable'],
    ],
    [
      'a group coupon for a guest',
      base({ coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 10, customer_group_ids: ['g1'] }) } }),
      ['coupon:not_applicable'],
    ],
    [
      'a group coupon for a customer of other groups',
      base({
        customerId: 'c1',
        redeemer: 'c1',
        customerGroupIds: ['g2'],
        coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 10, customer_group_ids: ['g1'] }) },
      }),
      ['coupon:not_applicable'],
    ],
    ['an unknown shipping rate', base({ rate: { id: 'r' } }), ['shipping_rate_id:not_found']],
    [
      'a weight outside the rate',
      base({ lines: [mugs(11)], rate: { id: 'r', found: rate({ criteria: 'weight', weight_max: 10 }) } }),
      ['shipping_rate_id:not_applicable'],
    ],
    [
      'a subtotal under order_min',
      base({ lines: [mugs(1)], rate: { id: 'r', found: rate({ criteria: 'order_total', order_min: 1001 }) } }),
      ['shipping_rate_id:not_applicable'],
    ],
    [
      'a restricted rate without an address',
      base({ rate: { id: 'r', found: rate({ restricted: true, zipcodes: ['9000'] }) } }),
      ['shipping_address:missing'],
    ],
    [
      'a restricted rate for an unlisted zip',
      base({
        shippingAddress: { ...address, zip: '1050' },
        rate: { id: 'r', found: rate({ restricted: true, zipcodes: ['9000'] }) },
      }),
      ['shipping_rate_id:not_applicable'],
    ],
  ])('refuses %s', (_label, input, expected) => {
    expect(problemsOf(input)).toEqual(expected);
  });

  it('accepts a customer-specific coupon for a listed customer', () => {
    expect(
      priceOrder(
        base({
          customerId: 'c1',
          redeemer: 'c1',
          coupon: {
            code: 'SAVE',
            found: coupon({ coupon_percentage: 10, customer_specific: true, customer_ids: ['c1'] }),
          },
        }),
      ).ok,
    ).toBe(true);
  });

  it('accepts a group coupon for a customer of one of its groups', () => {
    expect(
      priceOrder(
        base({
          customerId: 'c1',
          redeemer: 'c1',
          customerGroupIds: ['g2', 'g1'],
          coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 10, customer_group_ids: ['g1'] }) },
        }),
      ).ok,
    ).toBe(true);
  });

  it.each([
    [
      'not started',
      coupon({ coupon_percentage: 10, start_type: 'date', start: '2026-07-01T00:00:00Z' }),
      'email:ada@example.com',
    ],
    ['expired', coupon({ coupon_percentage: 10, lifespan_time: '2026-05-31T23:59:59Z' }), 'email:ada@example.com'],
    [
      'a single-use coupon used once',
      coupon({ coupon_percentage: 10, lifespan: 'single_use', redemption_count: 1 }),
      'email:ada@example.com',
    ],
    [
      'a limited coupon at its limit',
      coupon({ coupon_percentage: 10, lifespan: 'limited', lifespan_amount: 3, redemption_count: 3 }),
      'email:ada@example.com',
    ],
    [
      'a once-per-customer coupon this customer used before redemptions were items',
      coupon({ coupon_percentage: 10, lifespan: 'once_per_customer', redeemed_by: { 'email:ada@example.com': 'o1' } }),
      'email:ada@example.com',
    ],
    [
      'a once-per-customer coupon this customer holds a claim on',
      coupon({ coupon_percentage: 10, lifespan: 'once_per_customer' }),
      'email:ada@example.com',
      true,
    ],
  ])('answers coupon unavailable for %s', (_label, found, redeemer, redeemed = false) => {
    const result = priceOrder(base({ redeemer, redeemed, coupon: { code: 'SAVE', found } }));
    expect(result.ok).toBe(false);
    expect('couponUnavailable' in result && result.couponUnavailable).toMatch(/SAVE/);
  });

  it('never uses up an unlimited coupon, however often it was redeemed', () => {
    expect(
      priceOrder(
        base({
          coupon: {
            code: 'SAVE',
            found: coupon({ coupon_percentage: 10, lifespan: 'unlimited', redemption_count: 1_000_000 }),
          },
        }),
      ).ok,
    ).toBe(true);
    expect(
      priceOrder(base({ coupon: { code: 'SAVE', found: coupon({ coupon_percentage: 10, redemption_count: 5000 }) } }))
        .ok,
    ).toBe(true);
    expect(
      priceOrder(
        base({
          coupon: {
            code: 'SAVE',
            found: coupon({
              coupon_percentage: 10,
              lifespan: 'limited',
              lifespan_amount: 5000,
              redemption_count: 4999,
            }),
          },
        }),
      ).ok,
    ).toBe(true);
  });

  it('lets a started, unexpired coupon and another customer of a once-per-customer coupon through', () => {
    expect(
      priceOrder(
        base({
          coupon: {
            code: 'SAVE',
            found: coupon({
              coupon_percentage: 10,
              start_type: 'date',
              start: '2026-05-01T00:00:00Z',
              lifespan_time: '2026-07-01T00:00:00Z',
            }),
          },
        }),
      ).ok,
    ).toBe(true);
    expect(
      priceOrder(
        base({
          redeemer: 'c2',
          coupon: {
            code: 'SAVE',
            found: coupon({ coupon_percentage: 10, lifespan: 'once_per_customer', redeemed_by: { c1: 'o1' } }),
          },
        }),
      ).ok,
    ).toBe(true);
  });
});

describe('stockShortfalls', () => {
  it('sums the lines that take from the same stock and reports each short line with what is left', () => {
    const variant = 'cccccccccccccccccccccccc';
    expect(
      stockShortfalls([
        { product: shirt, variantId: variant, quantity: 2 },
        { product: shirt, variantId: variant, quantity: 2 },
        mugs(1),
      ]),
    ).toEqual([
      { index: 0, available: 3 },
      { index: 1, available: 3 },
    ]);
    expect(stockShortfalls([{ product: shirt, variantId: 'dddddddddddddddddddddddd', quantity: 1 }])).toEqual([
      { index: 0, available: 0 },
    ]);
    expect(
      stockShortfalls([{ product: product({ inventory_quantity: 0, track_inventory: false }), quantity: 5 }]),
    ).toEqual([]);
  });
});
