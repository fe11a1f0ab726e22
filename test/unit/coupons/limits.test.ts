import { describe, expect, it } from 'vitest';
import { redemptionLimit } from '../../../lib/coupons/limits.js';

describe('redemptionLimit', () => {
  it.each([
    ['unlimited', { lifespan: 'unlimited' }, undefined],
    ['unlimited (stored before lifespans)', {}, undefined],
    ['once per customer', { lifespan: 'once_per_customer' }, undefined],
    ['single use', { lifespan: 'single_use' }, 1],
    ['limited', { lifespan: 'limited', lifespan_amount: 100 }, 100],
  ] as const)('%s allows %s in all', (_label, fields, limit) => {
    expect(redemptionLimit(fields)).toBe(limit);
  });
});
