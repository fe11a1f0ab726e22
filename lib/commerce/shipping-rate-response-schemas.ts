import * as z from 'zod';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
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

export const shippingRateListSchema = z.array(shippingRateSchema);
