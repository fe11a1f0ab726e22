import * as z from 'zod';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { COUPON_STATES, COUPON_TYPES } from './coupon-schemas.js';
import { CUSTOMIZATION_TYPES } from './customization-types.js';
import { SHIPPING_CRITERIA } from './shipping-rate-schemas.js';

/** A shipping rate (spec 2.9); unset optional values are null. */
export const shippingRateSchema = z.object({
  id: idSchema,
  url: urlSchema,
  name: z.string(),
  default: z.boolean(),
  pickup: z.boolean(),
  criteria: z.enum(SHIPPING_CRITERIA),
  price: z.number(),
  weight_min: z.number().nullable(),
  weight_max: z.number().nullable(),
  order_min: z.number().nullable(),
  order_max: z.number().nullable(),
  restricted: z.boolean(),
  zipcodes: z.array(z.string()),
  region_id: z.string().nullable(),
  region: z.object({ id: z.string() }).nullable().meta({ description: 'Echoes region_id; regions are not a resource of this API' }),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A custom field definition of a checkout profile (spec 2.10 customization object); unset optional values are null. */
export const customizationSchema = z.object({
  id: idSchema,
  name: z.string(),
  label: z.string(),
  hint: z.string().nullable(),
  type: z.enum(CUSTOMIZATION_TYPES),
  required: z.boolean(),
  required_expression: z.string().nullable(),
  immutable: z.boolean(),
  localized: z.boolean(),
  unique: z.boolean(),
  encrypted: z.boolean(),
  auto_expand: z.boolean(),
  select_options: z.array(z.object({ id: idSchema, position: z.number().int(), name: z.string(), slug: z.string() })).nullable()
    .meta({ description: 'Options of a select field, by position; null for other types' }),
  private_storage: z.boolean(),
  text_formatting: z.string().nullable(),
  reference: z.string().nullable(),
  geo_type: z.string().nullable(),
  calculated_expression: z.string().nullable(),
  calculation_type: z.string().nullable(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

/** A checkout profile (spec 2.10). */
export const checkoutProfileSchema = z.object({
  id: idSchema,
  url: urlSchema,
  slug: z.string(),
  name: z.string(),
  private_fields: z.array(z.string()),
  customizations: z.array(customizationSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

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
  customers: z.array(z.record(z.string(), z.unknown())).meta({ description: 'Read-only; belongs to the customer domain (always empty here)' }),
  redemptions: z.array(z.record(z.string(), z.unknown())).meta({ description: 'Read-only; belongs to the order domain (always empty here)' }),
  referral: z.record(z.string(), z.unknown()).nullable(),
  referrer: z.record(z.string(), z.unknown()).nullable(),
});

export const shippingRateListSchema = z.array(shippingRateSchema);
export const checkoutProfileListSchema = z.array(checkoutProfileSchema);
export const couponListSchema = z.array(couponSchema);
