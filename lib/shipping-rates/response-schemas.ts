import * as z from 'zod/mini';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { SHIPPING_CRITERIA } from './schemas.js';

/** A shipping rate; unset optional values are null. */
export const shippingRateSchema = z.object({
  id: idSchema,
  url: urlSchema,
  name: z.string(),
  default: z.boolean(),
  pickup: z.boolean(),
  criteria: z.enum(SHIPPING_CRITERIA),
  price: z.number(),
  weight_min: z.nullable(z.number()),
  weight_max: z.nullable(z.number()),
  order_min: z.nullable(z.number()),
  order_max: z.nullable(z.number()),
  restricted: z.boolean(),
  zipcodes: z.array(z.string()),
  region_id: z.nullable(z.string()),
  region: z
    .nullable(z.object({ id: z.string() }))
    .check(z.meta({ description: 'Echoes region_id; regions are not a resource of this API' })),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const shippingRateListSchema = z.array(shippingRateSchema);
