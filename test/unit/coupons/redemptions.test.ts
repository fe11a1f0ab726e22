import { describe, expect, it } from 'vitest';
import { redeemCoupon, releaseCoupon } from '../../../lib/coupons/redemptions.js';
import type { Coupon } from '../../../lib/coupons/coupon-record.js';

const SITE = 'a'.repeat(24);
const COUPON = 'b'.repeat(24);
const ORDER = 'c'.repeat(24);
const coupon = (fields: Partial<Coupon> = {}): Coupon => ({
  id: COUPON,
  code: 'Sale',
  state: 'active',
  coupon_type: 'percentage',
  coupon_percentage: 10,
  customer_specific: false,
  collection_ids: [],
  product_type_ids: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  version: 3,
  redemption_count: 7,
  ...fields,
});
const redemption = {
  order_id: ORDER,
  order_number: 1042,
  customer_id: null,
  amount: 150,
  at: '2026-06-01T10:00:00Z',
  redeemer: 'email:ada@example.com',
};

describe('redeemCoupon', () => {
  it('counts an unlimited redemption without a limit, and writes the redemption as an item of its own', () => {
    const items = redeemCoupon(SITE, coupon(), redemption);
    expect(items.map((item) => item.label)).toEqual(['coupon', 'coupon:claim', 'coupon:redemption']);
    expect(items[0]?.Update).toMatchObject({
      // A client's checkout removes the depth a cloud code write left.
      Key: { pk: `${SITE}#COUPON`, sk: COUPON },
      UpdateExpression: 'ADD redemption_count :one, version :one REMOVE cloud_code_depth',
      ConditionExpression: 'attribute_exists(pk) AND #state = :active',
    });
    expect(items[0]?.Update?.ExpressionAttributeValues).not.toHaveProperty(':limit');
    expect(items[1]?.Update).toMatchObject({
      Key: { pk: `${SITE}#COUPON_CODE`, sk: 'sale' },
      ConditionExpression: 'couponId = :id',
    });
    expect(items[2]?.Put).toMatchObject({
      Item: {
        pk: `${SITE}#COUPON_REDEMPTION#${COUPON}`,
        sk: ORDER,
        order_id: ORDER,
        order_number: 1042,
        customer_id: null,
        amount: 150,
        at: redemption.at,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
    expect(items[2]?.Put?.Item).not.toHaveProperty('redeemer');
    // A checkout cloud code makes records its depth on the coupon, for the after-hooks the change runs.
    expect(redeemCoupon(SITE, coupon(), redemption, 2)[0]?.Update).toMatchObject({
      UpdateExpression: 'SET cloud_code_depth = :cloudCodeDepth ADD redemption_count :one, version :one',
      ExpressionAttributeValues: { ':cloudCodeDepth': 2 },
    });
  });

  it('conditions a limited or single-use redemption on the count', () => {
    for (const [fields, limit] of [
      [{ lifespan: 'limited', lifespan_amount: 100 }, 100],
      [{ lifespan: 'single_use' }, 1],
    ] as const) {
      const [item] = redeemCoupon(SITE, coupon(fields), redemption);
      expect(item?.Update?.ConditionExpression).toBe(
        'attribute_exists(pk) AND #state = :active AND (attribute_not_exists(redemption_count) OR redemption_count < :limit)',
      );
      expect(item?.Update?.ExpressionAttributeValues).toMatchObject({ ':limit': limit });
    }
  });

  it('claims the redeemer of a once-per-customer coupon under the code, taking over a claim of a deleted coupon of the same code', () => {
    const items = redeemCoupon(SITE, coupon({ lifespan: 'once_per_customer' }), redemption);
    expect(items.map((item) => item.label)).toEqual(['coupon', 'coupon:claim', 'coupon:redemption', 'coupon:redeemer']);
    expect(items[0]?.Update?.ConditionExpression).toContain('attribute_not_exists(redeemed_by.#redeemer)');
    expect(items[3]?.Put).toMatchObject({
      Item: { pk: `${SITE}#COUPON_REDEEMER#sale`, sk: 'email:ada@example.com', coupon_id: COUPON, order_id: ORDER },
      ConditionExpression: 'attribute_not_exists(pk) OR coupon_id <> :id',
    });
  });
});

describe('releaseCoupon', () => {
  it('counts the redemption out, deletes its item and the redeemer claim this order holds', () => {
    const items = releaseCoupon(SITE, { id: COUPON, code: 'SALE' }, ORDER, 'c1');
    expect(items.map((item) => item.label)).toEqual(['coupon', 'coupon:claim', 'coupon:redemption', 'coupon:redeemer']);
    expect(items[0]?.Update).toMatchObject({
      UpdateExpression: 'ADD redemption_count :less, version :one REMOVE cloud_code_depth',
      ExpressionAttributeValues: { ':less': -1 },
    });
    expect(releaseCoupon(SITE, { id: COUPON, code: 'SALE' }, ORDER, 'c1', 1)[0]?.Update?.UpdateExpression).toBe(
      'SET cloud_code_depth = :cloudCodeDepth ADD redemption_count :less, version :one',
    );
    expect(items[2]?.Delete?.Key).toEqual({ pk: `${SITE}#COUPON_REDEMPTION#${COUPON}`, sk: ORDER });
    expect(items[3]?.Delete).toMatchObject({
      Key: { pk: `${SITE}#COUPON_REDEEMER#sale`, sk: 'c1' },
      ConditionExpression: 'attribute_not_exists(pk) OR order_id = :order',
    });
  });
});
