import * as z from 'zod';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { COUPON_STATES, COUPON_TYPES } from './coupon-schemas.js';

/** A coupon (spec 2.11); unset optional values are null. */
export const couponSchema = z.object({
  id: idSchema,
  url: urlSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  name: z.string().nullable(),
  description: z.string().nullable(),
  reason: z.string().nullable(),
  state: z.enum(COUPON_STATES),
  coupon_type: z.enum(COUPON_TYPES),
  coupon_percentage: z.number().nullable(),
  coupon_amount: z.number().nullable(),
  customer_specific: z.boolean(),
  code: z.string(),
  lifespan: z.string().nullable(),
  lifespan_amount: z.number().nullable(),
  lifespan_time: z.string().nullable(),
  start: z.string().nullable(),
  start_type: z.string().nullable(),
  constraints: z.string().nullable(),
  requirements: z.string().nullable(),
  required_value: z.number().nullable(),
  required_amount: z.number().nullable(),
  collection_ids: z.array(z.string()),
  product_type_ids: z.array(z.string()),
  customers: z.array(z.looseObject({})).meta({ description: 'Read-only; belongs to the customer domain (always empty here)' }),
  redemptions: z.array(z.looseObject({})).meta({ description: 'Read-only; belongs to the order domain (always empty here)' }),
  referral: z.looseObject({}).nullable(),
  referrer: z.looseObject({}).nullable(),
});

export const couponListSchema = z.array(couponSchema);
