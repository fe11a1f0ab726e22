import { fromMinor, fromMinorOrNull } from '../commerce/money.js';
import type { Coupon } from './coupon-record.js';
import type { Redemption } from './redemptions.js';

/**
 * Public shape of a coupon: every field present, null when unset; amounts in major units.
 * `customers` lists `customer_ids`; `redemption_count` counts the orders that redeemed it, which
 * `redemptions_url` lists. referral and referrer are not fed by any domain yet.
 */
export const presentCoupon = (coupon: Coupon, base: string) => ({
  id: coupon.id,
  url: `${base}/coupons/${coupon.id}`,
  created_at: coupon.created_at,
  updated_at: coupon.updated_at,
  name: coupon.name ?? null,
  description: coupon.description ?? null,
  reason: coupon.reason ?? null,
  state: coupon.state,
  coupon_type: coupon.coupon_type,
  coupon_percentage: coupon.coupon_percentage ?? null,
  coupon_amount: fromMinorOrNull(coupon.coupon_amount),
  customer_specific: coupon.customer_specific,
  code: coupon.code,
  lifespan: coupon.lifespan ?? 'unlimited',
  lifespan_amount: coupon.lifespan_amount ?? null,
  lifespan_time: coupon.lifespan_time ?? null,
  start: coupon.start ?? null,
  start_type: coupon.start_type ?? 'immediately',
  constraints: coupon.constraints ?? null,
  requirements: coupon.requirements ?? null,
  required_value: fromMinorOrNull(coupon.required_value),
  required_amount: coupon.required_amount ?? null,
  collection_ids: coupon.collection_ids,
  product_type_ids: coupon.product_type_ids,
  customer_ids: coupon.customer_ids ?? [],
  customer_group_ids: coupon.customer_group_ids ?? [],
  customers: (coupon.customer_ids ?? []).map((id) => ({ id, url: `${base}/customers/${id}` })),
  redemption_count: coupon.redemption_count ?? 0,
  redemptions_url: `${base}/coupons/${coupon.id}/redemptions`,
  referral: null,
  referrer: null,
});

/** Public shape of a redemption: the order it belongs to, and what the coupon saved it (major units). */
export const presentRedemption = (redemption: Redemption, base: string) => ({
  order_id: redemption.order_id,
  order_url: `${base}/orders/${redemption.order_id}`,
  order_number: redemption.order_number,
  customer_id: redemption.customer_id,
  amount: fromMinor(redemption.amount),
  at: redemption.at,
});
