import { describe, expect, it } from 'vitest';
import { shippingRateProblems, type ShippingRateFields } from '../../../lib/shipping-rates/shipping-rate-rules.js';

const rate = (fields: Partial<ShippingRateFields> = {}): ShippingRateFields => ({
  name: 'Standard',
  criteria: 'none',
  price: 0,
  default: false,
  pickup: false,
  restricted: false,
  zipcodes: [],
  ...fields,
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
    expect(shippingRateProblems(rate({ zipcodes: ['1011'] }))).toEqual([
      expect.objectContaining({ field: 'zipcodes', code: 'not_allowed' }),
    ]);
    expect(shippingRateProblems(rate({ zipcodes: ['1011'], restricted: true }))).toEqual([]);
    expect(shippingRateProblems(rate({ restricted: true }))).toEqual([]);
  });
});
