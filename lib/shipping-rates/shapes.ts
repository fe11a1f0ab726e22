import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { presentShippingRate } from './present.js';
import type { shippingRateSchema } from './response-schemas.js';
import type { CreateShippingRate, UpdateShippingRate } from './schemas.js';
import type { ShippingRate } from './shipping-rates.js';

// A shipping rate, written four times (record, write schemas, response schema, presenter),
// checked against each other by tsc (lib/db/shapes.ts). Types only.

export type ShippingRateShapes = Agreed<
  ShapesAgree<{
    record: ShippingRate;
    write: CreateShippingRate | UpdateShippingRate;
    response: z.infer<typeof shippingRateSchema>;
    // `region` is the stored `region_id` as an object.
    presented: ReturnType<typeof presentShippingRate>;
    internal: 'version';
    derived: 'url' | 'region';
  }>
>;
