import { describe, expect, it } from 'vitest';
import type { Order } from '../../../lib/orders/order-record.js';
import { redemptionsOf, senderAddresses } from '../../../lib/privacy/export-rules.js';

describe('senderAddresses', () => {
  it('takes the values that are e-mail addresses, normalized and once each', () => {
    expect(
      senderAddresses({ name: 'Zoë', email: ' Zoe@Example.com ', copy: 'zoe@example.com', note: 'mail me at x', n: 3 }),
    ).toEqual(['zoe@example.com']);
  });

  it('keeps at most the limit, and skips overlong values', () => {
    expect(senderAddresses({ a: 'a@x.io', b: 'b@x.io', c: 'c@x.io', d: 'd@x.io' })).toEqual([
      'a@x.io',
      'b@x.io',
      'c@x.io',
    ]);
    expect(senderAddresses({ a: `${'a'.repeat(250)}@x.io` })).toEqual([]);
  });
});

describe('redemptionsOf', () => {
  it('lists the coupons the orders redeemed, in major units', () => {
    const orders = [
      { id: 'o1', created_at: '2026-01-01T00:00:00Z', coupon: { id: 'k1', code: 'WELCOME', amount: 550 } },
      { id: 'o2', created_at: '2026-01-02T00:00:00Z', coupon: null },
    ] as unknown as Order[];
    expect(redemptionsOf(orders)).toEqual([
      { order_id: 'o1', code: 'WELCOME', amount: 5.5, redeemed_at: '2026-01-01T00:00:00Z' },
    ]);
  });
});
