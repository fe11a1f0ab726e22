import * as z from 'zod/mini';
import { amountSchema } from '../commerce/money.js';

export const SHIPPING_CRITERIA = ['none', 'weight', 'order_total'] as const;
export type ShippingCriteria = (typeof SHIPPING_CRITERIA)[number];

const nonNegative = z.number().check(z.gte(0, 'must be 0 or more'));
const zipcode = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    z.maxLength(20),
    z.regex(/^[A-Za-z0-9 -]+$/, 'must be letters, digits, spaces or hyphens'),
  );

// Fields without defaults: the update schema takes them as they are (every one optional), the
// create schema adds the defaults. Optional numbers and region_id take null on update to clear them.
const fields = {
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  criteria: z.enum(SHIPPING_CRITERIA),
  price: amountSchema,
  default: z.boolean(),
  pickup: z.boolean(),
  weight_min: z.nullable(nonNegative),
  weight_max: z.nullable(nonNegative),
  order_min: z.nullable(amountSchema),
  order_max: z.nullable(amountSchema),
  restricted: z.boolean(),
  zipcodes: z.array(zipcode).check(
    z.maxLength(1000),
    z.refine((list) => new Set(list).size === list.length, 'must not repeat a zipcode'),
  ),
  // Regions are not a resource of this API: the id is stored as given and echoed as `region: { id }`.
  region_id: z.nullable(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
};

export const createShippingRateSchema = z.strictObject({
  ...fields,
  criteria: z._default(fields.criteria, 'none'),
  price: z._default(fields.price, 0),
  default: z._default(fields.default, false),
  pickup: z._default(fields.pickup, false),
  weight_min: z.optional(fields.weight_min),
  weight_max: z.optional(fields.weight_max),
  order_min: z.optional(fields.order_min),
  order_max: z.optional(fields.order_max),
  restricted: z._default(fields.restricted, false),
  zipcodes: z._default(fields.zipcodes, []),
  region_id: z.optional(fields.region_id),
});
export type CreateShippingRate = z.infer<typeof createShippingRateSchema>;

export const updateShippingRateSchema = z.partial(z.strictObject(fields));
export type UpdateShippingRate = z.infer<typeof updateShippingRateSchema>;

export const shippingRateParamsSchema = z.object({
  id: z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be a shipping rate id')),
});
