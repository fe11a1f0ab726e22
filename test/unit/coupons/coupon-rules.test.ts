import { describe, expect, it } from 'vitest';
import { couponProblems, mergeCoupon, type CouponFields } from '../../../lib/coupons/coupon-rules.js';
import { couponCodeSchema } from '../../../lib/coupons/schemas.js';

const coupon = (fields: Partial<CouponFields> = {}): CouponFields => ({
  state: 'active',
  coupon_type: 'free_shipping',
  customer_specific: false,
  code: 'SAVE',
  collection_ids: [],
  product_type_ids: [],
  ...fields,
});

describe('couponProblems', () => {
  it('accepts each type with exactly its own value', () => {
    expect(couponProblems(coupon({ coupon_type: 'percentage', coupon_percentage: 10 }))).toEqual([]);
    expect(couponProblems(coupon({ coupon_type: 'amount', coupon_amount: 2 }))).toEqual([]);
    expect(couponProblems(coupon())).toEqual([]);
  });

  it('requires the value of the type', () => {
    expect(couponProblems(coupon({ coupon_type: 'percentage' }))).toEqual([
      expect.objectContaining({ field: 'coupon_percentage', code: 'missing' }),
    ]);
    expect(couponProblems(coupon({ coupon_type: 'amount' }))).toEqual([
      expect.objectContaining({ field: 'coupon_amount', code: 'missing' }),
    ]);
  });

  it('refuses the value of another type', () => {
    expect(couponProblems(coupon({ coupon_percentage: 5, coupon_amount: 1 }))).toEqual([
      expect.objectContaining({ field: 'coupon_percentage', code: 'not_allowed' }),
      expect.objectContaining({ field: 'coupon_amount', code: 'not_allowed' }),
    ]);
  });
});

describe('mergeCoupon', () => {
  it("drops the old type's value when the type changes", () => {
    const merged = mergeCoupon(coupon({ coupon_type: 'percentage', coupon_percentage: 10 }), {
      coupon_type: 'amount',
      coupon_amount: 3,
    });
    expect(merged).toEqual(coupon({ coupon_type: 'amount', coupon_amount: 3 }));
  });

  it('keeps values when the type stays, so a stray value is still caught', () => {
    const merged = mergeCoupon(coupon({ coupon_type: 'amount', coupon_amount: 3 }), {
      coupon_type: 'amount',
      coupon_percentage: 5,
    });
    expect(merged).toMatchObject({ coupon_amount: 3, coupon_percentage: 5 });
    expect(couponProblems(merged)).toHaveLength(1);
  });
});

describe('couponCodeSchema', () => {
  it.each(['SAVE10', 'spring_2026', 'a-b', '9'])('accepts %s', (value) => {
    expect(couponCodeSchema.safeParse(value).success).toBe(true);
  });

  it.each(['', 'TWO WORDS', '-lead', 'ABCDEF0123456789ABCDEF01', 'x'.repeat(65)])('refuses %j', (value) => {
    expect(couponCodeSchema.safeParse(value).success).toBe(false);
  });
});
