import * as z from 'zod/mini';
import type { ListQueryDescription } from '../db/list-query-rules.js';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { COUPON_LIFESPANS, COUPON_START_TYPES, COUPON_STATES, COUPON_TYPES } from './coupon-schemas.js';

/** A coupon (spec 2.11); unset optional values are null. */
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
  customers: z.array(z.object({ id: idSchema, url: urlSchema })).check(z.meta({ description: 'The customers of customer_ids (read-only)' })),
  redemptions: z.array(z.object({
    order_id: idSchema,
    order_url: urlSchema,
    customer_id: z.nullable(idSchema),
    at: timestampSchema,
  })).check(z.meta({ description: 'Orders that redeemed the coupon, oldest first (read-only; a cancelled order releases its redemption)' })),
  referral: z.nullable(z.looseObject({})),
  referrer: z.nullable(z.looseObject({})),
});

export const couponListSchema = z.array(couponSchema);

/** The list query of a site's coupons (OpenAPI). The older `state` and `code` parameters still work and join the filters. */
export const couponListQuery: ListQueryDescription = {
  fields: 'state, coupon_type (by value), code (prefix too; codes ignore case), created_at',
  indexed: 'created_at',
  defaultOrder: 'created_at, oldest first',
  example: 'where[coupon_type][in]=percentage,amount&where[state]=active&sort=-created_at',
};
