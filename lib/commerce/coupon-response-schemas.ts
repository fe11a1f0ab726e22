import * as z from 'zod/mini';
import type { ListQueryDescription } from '../db/list-query-rules.js';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { COUPON_STATES, COUPON_TYPES } from './coupon-schemas.js';

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
  lifespan: z.nullable(z.string()),
  lifespan_amount: z.nullable(z.number()),
  lifespan_time: z.nullable(z.string()),
  start: z.nullable(z.string()),
  start_type: z.nullable(z.string()),
  constraints: z.nullable(z.string()),
  requirements: z.nullable(z.string()),
  required_value: z.nullable(z.number()),
  required_amount: z.nullable(z.number()),
  collection_ids: z.array(z.string()),
  product_type_ids: z.array(z.string()),
  customers: z.array(z.looseObject({})).check(z.meta({ description: 'Read-only; belongs to the customer domain (always empty here)' })),
  redemptions: z.array(z.looseObject({})).check(z.meta({ description: 'Read-only; belongs to the order domain (always empty here)' })),
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
