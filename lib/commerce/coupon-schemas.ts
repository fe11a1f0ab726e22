import * as z from 'zod/mini';
import { isId } from '../db/keys.js';
import { pageQuerySchema } from '../db/pagination.js';

export const COUPON_TYPES = ['percentage', 'amount', 'free_shipping'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const COUPON_STATES = ['active', 'inactive', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** A coupon code: unique per site ignoring case, and never id-shaped so `{coupon}` can be either. */
export const couponCodeSchema = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(64),
  z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'must be letters, digits, hyphens and underscores, starting with a letter or digit'),
  z.refine((code) => !isId(code.toLowerCase()), 'must not look like an id (24 hex characters)'),
);

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const nonNegative = z.number().check(z.gte(0, 'must be 0 or more'));
const idList = z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64)))
  .check(z.maxLength(500), z.refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id'));

// Fields without defaults: the update schema takes them as they are (all optional, optional
// values clearable with null); the create schema adds defaults and the required fields.
// customers, redemptions, referral and referrer are read-only: they belong to the customer and
// order domains and are not accepted here.
const fields = {
  name: z.nullable(text(200)),
  description: z.nullable(text(2000)),
  reason: z.nullable(text(500)),
  state: z.enum(COUPON_STATES),
  coupon_type: z.enum(COUPON_TYPES),
  coupon_percentage: z.nullable(z.number().check(z.gt(0, 'must be more than 0'), z.lte(100, 'must be at most 100'))),
  coupon_amount: z.nullable(z.number().check(z.gt(0, 'must be more than 0'))),
  customer_specific: z.boolean(),
  code: couponCodeSchema,
  lifespan: z.nullable(text(50)),
  lifespan_amount: z.nullable(nonNegative),
  lifespan_time: z.nullable(text(100)),
  start: z.nullable(text(100)),
  start_type: z.nullable(text(50)),
  constraints: z.nullable(text(2000)),
  requirements: z.nullable(text(2000)),
  required_value: z.nullable(nonNegative),
  required_amount: z.nullable(nonNegative),
  collection_ids: idList,
  product_type_ids: idList,
};

export const createCouponSchema = z.strictObject({
  ...fields,
  name: z.optional(fields.name),
  description: z.optional(fields.description),
  reason: z.optional(fields.reason),
  state: z._default(fields.state, 'active'),
  coupon_percentage: z.optional(fields.coupon_percentage),
  coupon_amount: z.optional(fields.coupon_amount),
  customer_specific: z._default(fields.customer_specific, false),
  lifespan: z.optional(fields.lifespan),
  lifespan_amount: z.optional(fields.lifespan_amount),
  lifespan_time: z.optional(fields.lifespan_time),
  start: z.optional(fields.start),
  start_type: z.optional(fields.start_type),
  constraints: z.optional(fields.constraints),
  requirements: z.optional(fields.requirements),
  required_value: z.optional(fields.required_value),
  required_amount: z.optional(fields.required_amount),
  collection_ids: z._default(fields.collection_ids, []),
  product_type_ids: z._default(fields.product_type_ids, []),
});
export type CreateCoupon = z.infer<typeof createCouponSchema>;

export const updateCouponSchema = z.partial(z.strictObject(fields));
export type UpdateCoupon = z.infer<typeof updateCouponSchema>;

/** `{coupon}` is an id or a code (any case). */
export const couponParamsSchema = z.object({ coupon: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)) });

/** GET /coupons: paging plus `state` (one of the states) and `code` (exact, any case). */
export const listCouponsQuerySchema = z.extend(pageQuerySchema, {
  state: z.optional(z.enum(COUPON_STATES)),
  code: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
});
export type ListCouponsQuery = z.infer<typeof listCouponsQuerySchema>;
