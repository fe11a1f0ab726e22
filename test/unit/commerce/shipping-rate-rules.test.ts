import { describe, expect, it } from 'vitest';
import { definedFields, mergeFields, shippingRateProblems, type ShippingRateFields } from '../../../lib/commerce/shipping-rate-rules.js';

const rate = (fields: Partial<ShippingRateFields> = {}): ShippingRateFields => ({
  name: 'Standard', criteria: 'none', price: 0, default: false, pickup: false, restricted: false, zipcodes: [], ...fields,
});

describe('shippingRateProblems', () => {
  it('finds nothing wrong with a plain rate', () => {
    expect(shippingRateProblems(rate())).toEqual([]);
  });

  it('accepts equal bounds and one-sided bounds', () => {
    expect(shippingRateProblems(rate({ weight_min: 3, weight_max: 3, order_min: 10 }))).toEqual([]);
  });

  it('reports each minimum above its maximum on the minimum field', () => {
    expect(shippingRateProblems(rate({ weight_min: 4, weight_max: 3, order_min: 11, order_max: 10 }))).toEqual([
      expect.objectContaining({ field: 'weight_min', code: 'out_of_range' }),
      expect.objectContaining({ field: 'order_min', code: 'out_of_range' }),
    ]);
  });

  it('allows zipcodes only on a restricted rate', () => {
    expect(shippingRateProblems(rate({ zipcodes: ['1011'] }))).toEqual([expect.objectContaining({ field: 'zipcodes', code: 'not_allowed' })]);
    expect(shippingRateProblems(rate({ zipcodes: ['1011'], restricted: true }))).toEqual([]);
    expect(shippingRateProblems(rate({ restricted: true }))).toEqual([]);
  });
});

describe('mergeFields', () => {
  it('replaces given fields, keeps the others and clears nulls', () => {
    const merged = mergeFields(rate({ weight_min: 1, region_id: 'eu' }), { price: 5, region_id: null, name: undefined });
    expect(merged).toEqual(rate({ weight_min: 1, price: 5 }));
    expect(merged).not.toHaveProperty('region_id');
  });

  it('does not change the stored object', () => {
    const current = rate({ price: 1 });
    mergeFields(current, { price: 2 });
    expect(current.price).toBe(1);
  });
});

describe('definedFields', () => {
  it('drops undefined and null values', () => {
    expect(definedFields({ a: 1, b: undefined, c: null, d: false })).toEqual({ a: 1, d: false });
  });
});
