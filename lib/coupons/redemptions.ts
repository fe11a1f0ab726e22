import { updateWithDepth } from '../hooks/write-depth.js';
import { TABLE_NAME } from '../db/client.js';
import { recordOf } from '../db/record.js';
import { labelled, type TransactionItem } from '../db/transaction.js';
import { redemptionLimit } from './limits.js';
import type { Coupon } from './coupon-record.js';
import { couponKeys } from './keys.js';

/**
 * A coupon's redemptions, as items of their own: one per order that redeemed it, in the
 * coupon's COUPON_REDEMPTION partition; a claim per redeemer for a once-per-customer coupon; and a
 * count on the coupon (its item and its code claim's copy, kept in step). A checkout writes them in
 * its own transaction, a cancellation releases them in its own: the coupon module owns the items,
 * the order workflow composes them.
 */

/** One redemption of a coupon, as stored and listed (amounts in minor units). */
export interface Redemption {
  readonly order_id: string;
  readonly order_number: number;
  readonly customer_id: string | null;
  /** What the coupon saved the order. */
  readonly amount: number;
  readonly at: string;
}

/** The redemption an order makes: its record, and who redeemed (a customer id, or `email:<address>` for a guest). */
export interface RedemptionOf extends Redemption {
  readonly redeemer: string;
}

/** A stored redemption item → the redemption. */
export const toRedemption = recordOf<Redemption>();

const STATE = { '#state': 'state' };

/**
 * The transaction items of one redemption, labelled `coupon…` (so `refused('coupon')` covers them):
 * - `coupon`: the coupon's count and version, refused when the coupon is gone, not active or used
 *   up (`single_use`, `limited`); an `unlimited` coupon has no limit, so it never runs out;
 * - `coupon:claim`: the same count on the code claim's copy;
 * - `coupon:redemption`: the redemption's own item;
 * - `coupon:redeemer` (once per customer): the redeemer's claim, refused when they hold one already
 *   (a coupon stored before redemptions were items also keeps its older redeemers in `redeemed_by`).
 * Every checkout that uses the coupon writes its item and claim: the coupon is one hot pair, as a
 * product every buyer wants is one hot item; the redemption and redeemer items are the order's own.
 */
export const redeemCoupon = (
  siteId: string,
  coupon: Coupon,
  redemption: RedemptionOf,
  depth = 0,
): TransactionItem[] => {
  const limit = redemptionLimit(coupon);
  const perCustomer = coupon.lifespan === 'once_per_customer';
  const { redeemer, ...record } = redemption;
  const conditions = ['attribute_exists(pk)', '#state = :active'];
  if (limit !== undefined) conditions.push('(attribute_not_exists(redemption_count) OR redemption_count < :limit)');
  if (perCustomer) conditions.push('attribute_not_exists(redeemed_by.#redeemer)');
  return [
    labelled('coupon', {
      Update: {
        TableName: TABLE_NAME,
        Key: couponKeys.coupon(siteId, coupon.id),
        ...updateWithDepth({ add: ['redemption_count :one', 'version :one'] }, depth, {
          ':one': 1,
          ':active': 'active',
          ...(limit !== undefined && { ':limit': limit }),
        }),
        ConditionExpression: conditions.join(' AND '),
        ExpressionAttributeNames: { ...STATE, ...(perCustomer && { '#redeemer': redeemer }) },
      },
    }),
    labelled('coupon:claim', {
      Update: {
        TableName: TABLE_NAME,
        Key: couponKeys.couponCode(siteId, coupon.code),
        UpdateExpression:
          'SET coupon.redemption_count = if_not_exists(coupon.redemption_count, :zero) + :one, coupon.version = coupon.version + :one',
        ConditionExpression: 'couponId = :id',
        ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':id': coupon.id },
      },
    }),
    labelled('coupon:redemption', {
      Put: {
        TableName: TABLE_NAME,
        Item: { ...couponKeys.couponRedemption(siteId, coupon.id, record.order_id), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    }),
    ...(perCustomer
      ? [
          labelled('coupon:redeemer', {
            Put: {
              TableName: TABLE_NAME,
              Item: {
                ...couponKeys.couponRedeemer(siteId, coupon.code, redeemer),
                coupon_id: coupon.id,
                order_id: record.order_id,
              },
              // A claim a deleted coupon of the same code left behind is taken over.
              ConditionExpression: 'attribute_not_exists(pk) OR coupon_id <> :id',
              ExpressionAttributeValues: { ':id': coupon.id },
            },
          }),
        ]
      : []),
  ];
};

/**
 * The transaction items that release an order's redemption (its cancellation), labelled like the
 * redemption's: the count back down on the coupon (`coupon`, refused when the coupon is gone) and
 * its claim's copy (`coupon:claim`), the redemption item deleted (`coupon:redemption`), and the
 * redeemer's claim deleted when this order holds it (`coupon:redeemer`: nothing to do otherwise).
 * A redeemed coupon's code cannot change (other than in case), so the claims are still under the
 * code the order kept.
 */
export const releaseCoupon = (
  siteId: string,
  coupon: { readonly id: string; readonly code: string },
  orderId: string,
  redeemer: string,
  depth = 0,
): TransactionItem[] => [
  labelled('coupon', {
    Update: {
      TableName: TABLE_NAME,
      Key: couponKeys.coupon(siteId, coupon.id),
      ...updateWithDepth({ add: ['redemption_count :less', 'version :one'] }, depth, { ':less': -1, ':one': 1 }),
      ConditionExpression: 'attribute_exists(pk)',
    },
  }),
  labelled('coupon:claim', {
    Update: {
      TableName: TABLE_NAME,
      Key: couponKeys.couponCode(siteId, coupon.code),
      UpdateExpression:
        'SET coupon.redemption_count = coupon.redemption_count - :one, coupon.version = coupon.version + :one',
      ConditionExpression: 'couponId = :id',
      ExpressionAttributeValues: { ':one': 1, ':id': coupon.id },
    },
  }),
  labelled('coupon:redemption', {
    Delete: {
      TableName: TABLE_NAME,
      Key: couponKeys.couponRedemption(siteId, coupon.id, orderId),
      ConditionExpression: 'attribute_exists(pk)',
    },
  }),
  labelled('coupon:redeemer', {
    Delete: {
      TableName: TABLE_NAME,
      Key: couponKeys.couponRedeemer(siteId, coupon.code, redeemer),
      ConditionExpression: 'attribute_not_exists(pk) OR order_id = :order',
      ExpressionAttributeValues: { ':order': orderId },
    },
  }),
];

/**
 * The release of a redemption made before redemptions were items (an order placed before then):
 * it sits in the coupon's `redemptions` and `redeemed_by` maps, on the item and the claim's copy.
 */
export const releaseCouponMaps = (
  siteId: string,
  coupon: { readonly id: string; readonly code: string },
  orderId: string,
  redeemer: string,
  depth = 0,
): TransactionItem[] => {
  const names = { '#o': orderId, '#r': redeemer };
  return [
    labelled('coupon', {
      Update: {
        TableName: TABLE_NAME,
        Key: couponKeys.coupon(siteId, coupon.id),
        ...updateWithDepth(
          {
            remove: ['redemptions.#o', 'redeemed_by.#r'],
            set: ['redemption_count = redemption_count - :one'],
            add: ['version :one'],
          },
          depth,
          { ':one': 1 },
        ),
        ConditionExpression: 'attribute_exists(redemptions.#o)',
        ExpressionAttributeNames: names,
      },
    }),
    labelled('coupon:claim', {
      Update: {
        TableName: TABLE_NAME,
        Key: couponKeys.couponCode(siteId, coupon.code),
        UpdateExpression:
          'REMOVE coupon.redemptions.#o, coupon.redeemed_by.#r SET coupon.redemption_count = coupon.redemption_count - :one, coupon.version = coupon.version + :one',
        ConditionExpression: 'couponId = :id AND attribute_exists(coupon.redemptions.#o)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':one': 1, ':id': coupon.id },
      },
    }),
  ];
};
