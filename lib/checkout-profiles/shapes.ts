import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { CheckoutProfile } from './checkout-profiles.js';
import type { presentCheckoutProfile } from './present.js';
import type { checkoutProfileSchema } from './response-schemas.js';
import type { CreateCheckoutProfile, UpdateCheckoutProfile } from './schemas.js';

// A checkout profile, written four times (record, write schemas, response schema, presenter),
// checked against each other by tsc (lib/db/shapes.ts). Types only.

export type CheckoutProfileShapes = Agreed<
  ShapesAgree<{
    record: CheckoutProfile;
    write: CreateCheckoutProfile | UpdateCheckoutProfile;
    response: z.infer<typeof checkoutProfileSchema>;
    presented: ReturnType<typeof presentCheckoutProfile>;
    internal: 'version';
    derived: 'url';
  }>
>;
