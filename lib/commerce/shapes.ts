import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { checkoutProfileSchema } from './checkout-profile-response-schemas.js';
import type { CreateCheckoutProfile, UpdateCheckoutProfile } from './checkout-profile-schemas.js';
import type { CheckoutProfile, presentCheckoutProfile } from './checkout-profiles.js';
import type { couponSchema } from './coupon-response-schemas.js';
import type { CreateCoupon, UpdateCoupon } from './coupon-schemas.js';
import type { Coupon, presentCoupon } from './coupons.js';
import type { shippingRateSchema } from './shipping-rate-response-schemas.js';
import type { CreateShippingRate, UpdateShippingRate } from './shipping-rate-schemas.js';
import type { presentShippingRate, ShippingRate } from './shipping-rates.js';

// Commerce resources, each written four times (record, write schemas, response schema, presenter),
// checked against each other by tsc (lib/db/shapes.ts). Types only.

export type CouponShapes = Agreed<ShapesAgree<{
  record: Coupon; write: CreateCoupon | UpdateCoupon; response: z.infer<typeof couponSchema>;
  // `customers` links the stored `customer_ids`; referral and referrer are not fed by any domain yet; older redemption maps are kept, not shown.
  presented: ReturnType<typeof presentCoupon>; internal: 'version' | 'redemptions' | 'redeemed_by'; derived: 'url' | 'redemptions_url' | 'customers' | 'referral' | 'referrer';
}>>;

export type CheckoutProfileShapes = Agreed<ShapesAgree<{
  record: CheckoutProfile; write: CreateCheckoutProfile | UpdateCheckoutProfile; response: z.infer<typeof checkoutProfileSchema>;
  presented: ReturnType<typeof presentCheckoutProfile>; internal: 'version'; derived: 'url';
}>>;

export type ShippingRateShapes = Agreed<ShapesAgree<{
  record: ShippingRate; write: CreateShippingRate | UpdateShippingRate; response: z.infer<typeof shippingRateSchema>;
  // `region` is the stored `region_id` as an object.
  presented: ReturnType<typeof presentShippingRate>; internal: 'version'; derived: 'url' | 'region';
}>>;
