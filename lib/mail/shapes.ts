import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { suppressionSchema } from './response-schemas.js';
import type { presentSuppression, Suppression } from './suppressions.js';

// A suppression: its record, response schema and presenter checked against each other by tsc
// (lib/db/shapes.ts). No client writes one (bounces and complaints do). Types only.

export type SuppressionShapes = Agreed<
  ShapesAgree<{
    record: Suppression;
    write: Partial<Suppression>;
    response: z.infer<typeof suppressionSchema>;
    presented: ReturnType<typeof presentSuppression>;
  }>
>;
