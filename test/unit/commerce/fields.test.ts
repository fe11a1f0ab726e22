import { describe, expect, it } from 'vitest';
import { definedFields, mergeFields } from '../../../lib/commerce/fields.js';

const rate = { name: 'Standard', price: 0, weight_min: 1, region_id: 'eu' } as {
  name: string;
  price: number;
  weight_min?: number;
  region_id?: string;
};

describe('mergeFields', () => {
  it('replaces given fields, keeps the others and clears nulls', () => {
    const merged = mergeFields(rate, { price: 5, region_id: null, name: undefined });
    expect(merged).toEqual({ name: 'Standard', price: 5, weight_min: 1 });
    expect(merged).not.toHaveProperty('region_id');
  });

  it('does not change the stored object', () => {
    const current = { ...rate, price: 1 };
    mergeFields(current, { price: 2 });
    expect(current.price).toBe(1);
  });
});

describe('definedFields', () => {
  it('drops undefined and null values', () => {
    expect(definedFields({ a: 1, b: undefined, c: null, d: false })).toEqual({ a: 1, d: false });
  });
});
