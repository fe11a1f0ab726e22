import { TABLE_NAME } from '../db/client.js';
import { labelled, type TransactionItem } from '../db/transaction.js';
import type { Coupon } from './coupons.js';
import { commerceKeys } from './keys.js';

/** One redemption of a coupon by an order: who redeemed it (a customer id, or `email:<address>` for a guest). */
export interface RedemptionOf {
  readonly orderId: string;
  readonly customerId: string | null;
  readonly redeemer: string;
  readonly at: string;
}

const STATE = { '#state': 'state' };

/**
 * The transaction items that record a redemption on the coupon and on its code claim's copy (kept
 * in step, so reads by code show it), labelled `coupon` and `coupon:claim`: refused when the coupon
 * is no longer active, is used up (`limit` redemptions in all) or, once per customer, was already
 * redeemed by this redeemer.
 */
export const redeemCoupon = (siteId: string, coupon: Coupon, limit: number, redemption: RedemptionOf): TransactionItem[] => {
  const record = { order_id: redemption.orderId, customer_id: redemption.customerId, at: redemption.at };
  const perCustomer = coupon.lifespan === 'once_per_customer';
  const item = { TableName: TABLE_NAME, Key: commerceKeys.coupon(siteId, coupon.id) };
  const claim = { TableName: TABLE_NAME, Key: commerceKeys.couponCode(siteId, coupon.code) };
  if (coupon.redemptions === undefined) {
    // A coupon stored before orders existed has no redemption maps: its first redemption creates them.
    const values = { ':rs': { [redemption.orderId]: record }, ':by': perCustomer ? { [redemption.redeemer]: redemption.orderId } : {}, ':one': 1 };
    return [
      labelled('coupon', { Update: { ...item, UpdateExpression: 'SET redemptions = :rs, redemption_count = :one, redeemed_by = :by ADD version :one', ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(redemptions) AND #state = :active', ExpressionAttributeNames: STATE, ExpressionAttributeValues: { ...values, ':active': 'active' } } }),
      labelled('coupon:claim', { Update: { ...claim, UpdateExpression: 'SET coupon.redemptions = :rs, coupon.redemption_count = :one, coupon.redeemed_by = :by, coupon.version = coupon.version + :one', ConditionExpression: 'couponId = :id', ExpressionAttributeValues: { ...values, ':id': coupon.id } } }),
    ];
  }
  const names = { '#o': redemption.orderId, ...(perCustomer && { '#r': redemption.redeemer }) };
  const values = { ':r': record, ':one': 1, ...(perCustomer && { ':o': redemption.orderId }) };
  return [
    labelled('coupon', {
      Update: {
        ...item,
        UpdateExpression: `SET redemptions.#o = :r, redemption_count = redemption_count + :one${perCustomer ? ', redeemed_by.#r = :o' : ''} ADD version :one`,
        ConditionExpression: `attribute_exists(pk) AND #state = :active AND redemption_count < :limit${perCustomer ? ' AND attribute_not_exists(redeemed_by.#r)' : ''}`,
        ExpressionAttributeNames: { ...names, ...STATE },
        ExpressionAttributeValues: { ...values, ':active': 'active', ':limit': limit },
      },
    }),
    labelled('coupon:claim', {
      Update: {
        ...claim,
        UpdateExpression: `SET coupon.redemptions.#o = :r, coupon.redemption_count = coupon.redemption_count + :one, coupon.version = coupon.version + :one${perCustomer ? ', coupon.redeemed_by.#r = :o' : ''}`,
        ConditionExpression: 'couponId = :id',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':id': coupon.id },
      },
    }),
  ];
};

/**
 * The transaction items that release an order's redemption (its cancellation), on the coupon and
 * its claim's copy, labelled `coupon` and `coupon:claim`: refused when the redemption is not there
 * (a coupon deleted since), so the caller can leave the coupon out. A redeemed coupon's code cannot
 * change (other than in case), so the claim is still under the code the order kept.
 */
export const releaseCoupon = (siteId: string, coupon: { readonly id: string; readonly code: string }, redemption: Pick<RedemptionOf, 'orderId' | 'redeemer'>): TransactionItem[] => {
  const names = { '#o': redemption.orderId, '#r': redemption.redeemer };
  return [
    labelled('coupon', {
      Update: {
        TableName: TABLE_NAME,
        Key: commerceKeys.coupon(siteId, coupon.id),
        UpdateExpression: 'REMOVE redemptions.#o, redeemed_by.#r SET redemption_count = redemption_count - :one ADD version :one',
        ConditionExpression: 'attribute_exists(redemptions.#o)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':one': 1 },
      },
    }),
    labelled('coupon:claim', {
      Update: {
        TableName: TABLE_NAME,
        Key: commerceKeys.couponCode(siteId, coupon.code),
        UpdateExpression: 'REMOVE coupon.redemptions.#o, coupon.redeemed_by.#r SET coupon.redemption_count = coupon.redemption_count - :one, coupon.version = coupon.version + :one',
        ConditionExpression: 'couponId = :id AND attribute_exists(coupon.redemptions.#o)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':one': 1, ':id': coupon.id },
      },
    }),
  ];
};
