import type { CouponFields } from './coupon-rules.js';

/**
 * A stored coupon. `version` orders concurrent writes and is never shown. `redemption_count` is
 * kept by checkouts and cancellations (on the coupon and its code claim's copy); each redemption is
 * an item of its own (lib/coupons/redemptions.ts). A coupon redeemed before that also keeps those
 * redemptions in `redemptions` (by order id) and `redeemed_by` (redeemer → order id).
 */
export interface Coupon extends CouponFields {
  readonly id: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly version: number;
  readonly redemption_count?: number;
  readonly redemptions?: Readonly<
    Record<string, { readonly order_id: string; readonly customer_id: string | null; readonly at: string }>
  >;
  readonly redeemed_by?: Readonly<Record<string, string>>;
}
