import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { presentRedirect } from './present.js';
import type { Redirect } from './redirect-record.js';
import type { redirectSchema } from './response-schemas.js';
import type { CreateRedirect, UpdateRedirect } from './schemas.js';

// A redirect, written four times (record, write schemas, response schema, presenter), checked
// against each other by tsc (lib/db/shapes.ts). Types only.

export type RedirectShapes = Agreed<
  ShapesAgree<{
    record: Redirect;
    write: CreateRedirect | UpdateRedirect;
    response: z.infer<typeof redirectSchema>;
    presented: ReturnType<typeof presentRedirect>;
    internal: 'version';
    derived: 'url';
  }>
>;
