import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { customerSchema } from './response-schemas.js';
import type { StoredCustomer } from './customers.js';
import type { presentCustomer } from './present.js';
import type { CreateCustomer, UpdateCustomer } from './schemas.js';

// A customer, written four times (record, write schemas, response schema, presenter), checked
// against each other by tsc (lib/db/shapes.ts). Types only.

export type CustomerShapes = Agreed<
  ShapesAgree<{
    record: StoredCustomer;
    write: CreateCustomer | UpdateCustomer;
    response: z.infer<typeof customerSchema>;
    // The password is stored as its hash, never shown; `name` joins the first and last names.
    presented: ReturnType<typeof presentCustomer>;
    internal: 'version' | 'site_id' | 'password_hash' | 'custom_claims';
    derived: 'url' | 'name';
    writeOnly: 'password';
  }>
>;
