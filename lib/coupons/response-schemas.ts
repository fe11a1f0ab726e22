import * as z from 'zod/mini';
import type { ListQueryDescription } from '../db/list-query-rules.js';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { COUPON_LIFESPANS, COUPON_START_TYPES, COUPON_STATES, COUPON_TYPES } from './schemas.js';

/** A coupon; unset optional values are null. */
export const couponSchema = z.object({
  id: idSchema,
  url: urlSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  name: z.nullable(z.string()),
  description: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  state: z.enum(COUPON_STATES),
  coupon_type: z.enum(COUPON_TYPES),
  coupon_percentage: z.nullable(z.number()),
  coupon_amount: z.nullable(z.number()),
  customer_specific: z.boolean(),
  code: z.string(),
  lifespan: z.enum(COUPON_LIFESPANS),
  lifespan_amount: z.nullable(z.number()),
  lifespan_time: z.nullable(z.string()),
  start: z.nullable(z.string()),
  start_type: z.enum(COUPON_START_TYPES),
  constraints: z.nullable(z.string()),
  requirements: z.nullable(z.string()),
  required_value: z.nullable(z.number()),
  required_amount: z.nullable(z.number()),
  collection_ids: z.array(z.string()),
  product_type_ids: z.array(z.string()),
  customer_ids: z.array(idSchema),
  customer_group_ids: z
    .array(idSchema)
    .check(z.meta({ description: 'When not empty, only customers of one of these groups redeem it' })),
  customers: z
    .array(z.object({ id: idSchema, url: urlSchema }))
    .check(z.meta({ description: 'The customers of customer_ids (read-only)' })),
  redemption_count: z.number().check(
    z.int(),
    z.meta({
      description:
        'Orders that redeemed the coupon (read-only; a cancelled order releases its redemption). Exact: checkouts count it in their own transaction',
    }),
  ),
  redemptions_url: urlSchema.check(
    z.meta({ description: 'GET /coupons/{coupon}/redemptions: the redemptions, newest first' }),
  ),
  referral: z.nullable(z.looseObject({})),
  referrer: z.nullable(z.looseObject({})),
});

export const couponListSchema = z.array(couponSchema);

/** One redemption of a coupon (GET /coupons/{coupon}/redemptions). */
export const redemptionSchema = z.object({
  order_id: idSchema,
  order_url: urlSchema,
  order_number: z.number().check(z.int()),
  customer_id: z.nullable(idSchema),
  amount: z.number().check(
    z.meta({
      description: "What the coupon saved the order, in the order's currency (the waived shipping for free_shipping)",
    }),
  ),
  at: timestampSchema,
});

export const redemptionListSchema = z.array(redemptionSchema);

/** The list query of a site's coupons (OpenAPI). The older `state` and `code` parameters still work and join the filters. */
export const couponListQuery: ListQueryDescription = {
  fields: 'state, coupon_type (by value), code (prefix too; codes ignore case), created_at',
  indexed: 'created_at',
  defaultOrder: 'created_at, oldest first',
  example: 'where[coupon_type][in]=percentage,amount&where[state]=active&sort=-created_at',
};
