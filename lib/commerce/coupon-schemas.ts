import * as z from 'zod';
import { isId } from '../db/keys.js';
import { pageQuerySchema } from '../db/pagination.js';

export const COUPON_TYPES = ['percentage', 'amount', 'free_shipping'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const COUPON_STATES = ['active', 'inactive', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** A coupon code: unique per site ignoring case, and never id-shaped so `{coupon}` can be either. */
export const couponCodeSchema = z.string().trim().min(1).max(64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be letters, digits, hyphens and underscores, starting with a letter or digit')
  .refine((code) => !isId(code.toLowerCase()), 'must not look like an id (24 hex characters)');

const text = (max: number) => z.string().trim().min(1).max(max);
const nonNegative = z.number().min(0, 'must be 0 or more');
const idList = z.array(z.string().trim().min(1).max(64)).max(500)
  .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id');

// Fields without defaults: the update schema takes them as they are (all optional, optional
// values clearable with null); the create schema adds defaults and the required fields.
// customers, redemptions, referral and referrer are read-only: they belong to the customer and
// order domains and are not accepted here.
const fields = {
  name: text(200).nullable(),
  description: text(2000).nullable(),
  reason: text(500).nullable(),
  state: z.enum(COUPON_STATES),
  coupon_type: z.enum(COUPON_TYPES),
  coupon_percentage: z.number().gt(0, 'must be more than 0').max(100, 'must be at most 100').nullable(),
  coupon_amount: z.number().gt(0, 'must be more than 0').nullable(),
  customer_specific: z.boolean(),
  code: couponCodeSchema,
  lifespan: text(50).nullable(),
  lifespan_amount: nonNegative.nullable(),
  lifespan_time: text(100).nullable(),
  start: text(100).nullable(),
  start_type: text(50).nullable(),
  constraints: text(2000).nullable(),
  requirements: text(2000).nullable(),
  required_value: nonNegative.nullable(),
  required_amount: nonNegative.nullable(),
  collection_ids: idList,
  product_type_ids: idList,
};

export const createCouponSchema = z.strictObject({
  ...fields,
  name: fields.name.optional(),
  description: fields.description.optional(),
  reason: fields.reason.optional(),
  state: fields.state.default('active'),
  coupon_percentage: fields.coupon_percentage.optional(),
  coupon_amount: fields.coupon_amount.optional(),
  customer_specific: fields.customer_specific.default(false),
  lifespan: fields.lifespan.optional(),
  lifespan_amount: fields.lifespan_amount.optional(),
  lifespan_time: fields.lifespan_time.optional(),
  start: fields.start.optional(),
  start_type: fields.start_type.optional(),
  constraints: fields.constraints.optional(),
  requirements: fields.requirements.optional(),
  required_value: fields.required_value.optional(),
  required_amount: fields.required_amount.optional(),
  collection_ids: fields.collection_ids.default([]),
  product_type_ids: fields.product_type_ids.default([]),
});
export type CreateCoupon = z.infer<typeof createCouponSchema>;

export const updateCouponSchema = z.strictObject(fields).partial();
export type UpdateCoupon = z.infer<typeof updateCouponSchema>;

/** `{coupon}` is an id or a code (any case). */
export const couponParamsSchema = z.object({ coupon: z.string().trim().min(1).max(64) });

/** GET /coupons: paging plus `state` (one of the states) and `code` (exact, any case). */
export const listCouponsQuerySchema = pageQuerySchema.extend({
  state: z.enum(COUPON_STATES).optional(),
  code: z.string().trim().min(1).max(64).optional(),
});
export type ListCouponsQuery = z.infer<typeof listCouponsQuerySchema>;
