import { isReservedSlug } from '../db/slug.js';
import * as z from 'zod/mini';
import { isId } from '../db/keys.js';
import { pageQuerySchema } from '../db/pagination.js';
import { amountSchema } from '../commerce/money.js';
import { MAX_REDEMPTIONS } from './limits.js';

export const COUPON_TYPES = ['percentage', 'amount', 'free_shipping'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

export const COUPON_STATES = ['active', 'inactive', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/**
 * How often a coupon may be redeemed: without limit, once in all, once per customer (a guest is
 * known by email), or at most `lifespan_amount` times.
 */
export const COUPON_LIFESPANS = ['unlimited', 'single_use', 'once_per_customer', 'limited'] as const;
export type CouponLifespan = (typeof COUPON_LIFESPANS)[number];

/** When the redemption window opens: at once, or at `start`. */
export const COUPON_START_TYPES = ['immediately', 'date'] as const;
export type CouponStartType = (typeof COUPON_START_TYPES)[number];

/** A coupon code: unique per site ignoring case, and never id-shaped so `{coupon}` can be either. */
export const couponCodeSchema = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(64),
  z.regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]*$/,
    'must be letters, digits, hyphens and underscores, starting with a letter or digit',
  ),
  z.refine((code) => !isId(code.toLowerCase()), 'must not look like an id (24 hex characters)'),
  z.refine((code) => !isReservedSlug(code), 'is reserved (it names a route)'),
);

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const dateTime = z.iso.datetime({ offset: true }).check(z.meta({ description: 'RFC 3339 date-time' }));
const idList = z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))).check(
  z.maxLength(500),
  z.refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id'),
);

// Fields without defaults: the update schema takes them as they are (all optional, optional
// values clearable with null); the create schema adds defaults and the required fields.
// customers (set through customer_ids), redemptions (recorded by checkouts), referral and referrer
// are read-only. Amounts are major units here, minor units once stored (lib/commerce/money.ts).
const fields = {
  name: z.nullable(text(200)),
  description: z.nullable(text(2000)),
  reason: z.nullable(text(500)),
  state: z.enum(COUPON_STATES),
  coupon_type: z.enum(COUPON_TYPES),
  coupon_percentage: z.nullable(z.number().check(z.gt(0, 'must be more than 0'), z.lte(100, 'must be at most 100'))),
  coupon_amount: z.nullable(amountSchema.check(z.gt(0, 'must be more than 0'))),
  customer_specific: z.boolean(),
  code: couponCodeSchema,
  lifespan: z.enum(COUPON_LIFESPANS),
  lifespan_amount: z.nullable(
    z
      .number()
      .check(
        z.int(),
        z.gte(1, 'must be 1 or more'),
        z.lte(MAX_REDEMPTIONS, `must be at most ${MAX_REDEMPTIONS}`),
        z.meta({ description: 'Redemptions allowed in all, for a limited coupon' }),
      ),
  ),
  lifespan_time: z.nullable(
    dateTime.check(z.meta({ description: 'End of the redemption window (RFC 3339); absent: no end' })),
  ),
  start: z.nullable(
    dateTime.check(z.meta({ description: 'Start of the redemption window when start_type is date (RFC 3339)' })),
  ),
  start_type: z.enum(COUPON_START_TYPES),
  constraints: z.nullable(text(2000)),
  requirements: z.nullable(text(2000)),
  required_value: z.nullable(
    amountSchema.check(z.meta({ description: 'Minimum subtotal of the lines the coupon applies to' })),
  ),
  required_amount: z.nullable(
    z
      .number()
      .check(
        z.int(),
        z.gte(0, 'must be 0 or more'),
        z.meta({ description: 'Minimum number of items (sum of quantities) among the lines the coupon applies to' }),
      ),
  ),
  collection_ids: idList,
  product_type_ids: idList,
  customer_ids: z.array(z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be a customer id'))).check(
    z.maxLength(500),
    z.refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id'),
    z.meta({ description: 'Customers who may redeem a customer_specific coupon' }),
  ),
  customer_group_ids: z.array(z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be a customer group id'))).check(
    z.maxLength(50),
    z.refine((ids) => new Set(ids).size === ids.length, 'must not repeat an id'),
    z.meta({ description: 'When not empty, only customers of one of these groups may redeem the coupon' }),
  ),
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
  lifespan: z._default(fields.lifespan, 'unlimited'),
  lifespan_amount: z.optional(fields.lifespan_amount),
  lifespan_time: z.optional(fields.lifespan_time),
  start: z.optional(fields.start),
  start_type: z._default(fields.start_type, 'immediately'),
  constraints: z.optional(fields.constraints),
  requirements: z.optional(fields.requirements),
  required_value: z.optional(fields.required_value),
  required_amount: z.optional(fields.required_amount),
  collection_ids: z._default(fields.collection_ids, []),
  product_type_ids: z._default(fields.product_type_ids, []),
  customer_ids: z._default(fields.customer_ids, []),
  customer_group_ids: z._default(fields.customer_group_ids, []),
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
