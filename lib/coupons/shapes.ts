import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { Coupon } from './coupon-record.js';
import type { presentCoupon } from './present.js';
import type { couponSchema } from './response-schemas.js';
import type { CreateCoupon, UpdateCoupon } from './schemas.js';

// A coupon, written four times (record, write schemas, response schema, presenter), checked
// against each other by tsc (lib/db/shapes.ts). Types only.

export type CouponShapes = Agreed<
  ShapesAgree<{
    record: Coupon;
    write: CreateCoupon | UpdateCoupon;
    response: z.infer<typeof couponSchema>;
    // `customers` links the stored `customer_ids`; referral and referrer are not fed by any domain yet; older redemption maps are kept, not shown.
    presented: ReturnType<typeof presentCoupon>;
    internal: 'version' | 'redemptions' | 'redeemed_by';
    derived: 'url' | 'redemptions_url' | 'customers' | 'referral' | 'referrer';
  }>
>;
