import * as z from 'zod';

export const SHIPPING_CRITERIA = ['none', 'weight', 'order_total'] as const;
export type ShippingCriteria = (typeof SHIPPING_CRITERIA)[number];

const nonNegative = z.number().min(0, 'must be 0 or more');
const zipcode = z.string().trim().min(1).max(20).regex(/^[A-Za-z0-9 -]+$/, 'must be letters, digits, spaces or hyphens');

// Fields without defaults: the update schema takes them as they are (every one optional), the
// create schema adds the defaults. Optional numbers and region_id take null on update to clear them.
const fields = {
  name: z.string().trim().min(1).max(200),
  criteria: z.enum(SHIPPING_CRITERIA),
  price: nonNegative,
  default: z.boolean(),
  pickup: z.boolean(),
  weight_min: nonNegative.nullable(),
  weight_max: nonNegative.nullable(),
  order_min: nonNegative.nullable(),
  order_max: nonNegative.nullable(),
  restricted: z.boolean(),
  zipcodes: z.array(zipcode).max(1000).refine((list) => new Set(list).size === list.length, 'must not repeat a zipcode'),
  // Regions are not a resource of this API: the id is stored as given and echoed as `region: { id }`.
  region_id: z.string().trim().min(1).max(100).nullable(),
};

export const createShippingRateSchema = z.strictObject({
  ...fields,
  criteria: fields.criteria.default('none'),
  price: fields.price.default(0),
  default: fields.default.default(false),
  pickup: fields.pickup.default(false),
  weight_min: fields.weight_min.optional(),
  weight_max: fields.weight_max.optional(),
  order_min: fields.order_min.optional(),
  order_max: fields.order_max.optional(),
  restricted: fields.restricted.default(false),
  zipcodes: fields.zipcodes.default([]),
  region_id: fields.region_id.optional(),
});
export type CreateShippingRate = z.infer<typeof createShippingRateSchema>;

export const updateShippingRateSchema = z.strictObject(fields).partial();
export type UpdateShippingRate = z.infer<typeof updateShippingRateSchema>;

export const shippingRateParamsSchema = z.object({ id: z.string().regex(/^[0-9a-f]{24}$/, 'must be a shipping rate id') });
