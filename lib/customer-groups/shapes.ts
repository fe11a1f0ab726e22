import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { CustomerGroup } from './group-record.js';
import type { presentGroup } from './present.js';
import type { groupSchema } from './response-schemas.js';
import type { CreateGroup, UpdateGroup } from './schemas.js';

// A customer group, written four times (record, write schemas, response schema, presenter),
// checked against each other by tsc (lib/db/shapes.ts). Types only.

export type GroupShapes = Agreed<
  ShapesAgree<{
    record: CustomerGroup;
    write: CreateGroup | UpdateGroup;
    response: z.infer<typeof groupSchema>;
    presented: ReturnType<typeof presentGroup>;
    internal: 'version';
    derived: 'url';
  }>
>;
