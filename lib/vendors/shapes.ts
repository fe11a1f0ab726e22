import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { Vendor } from './vendor-record.js';
import type { presentVendor } from './present.js';
import type { vendorSchema } from './response-schemas.js';
import type { CreateVendor, UpdateVendor } from './schemas.js';

// A vendor, written four times (record, write schemas, response schema, presenter), checked
// against each other by tsc (lib/db/shapes.ts). Types only.

export type VendorShapes = Agreed<
  ShapesAgree<{
    record: Vendor;
    write: CreateVendor | UpdateVendor;
    response: z.infer<typeof vendorSchema>;
    presented: ReturnType<typeof presentVendor>;
    internal: 'version';
    derived: 'url';
  }>
>;
