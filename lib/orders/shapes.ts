import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { Fulfillment, presentFulfillment } from './fulfillment-record.js';
import type { fulfillmentSchema } from './fulfillment-response-schemas.js';
import type { CreateFulfillment } from './fulfillment-schemas.js';
import type { HistoryEntry } from './history.js';
import type { presentHistoryEntry } from './history-queries.js';
import type { historyEntrySchema } from './history-response-schemas.js';
import type { CreateNote } from './note-schemas.js';

// A fulfilment and a history entry, each written four times (record, write schema, response schema,
// presenter), checked against each other by tsc (lib/db/shapes.ts). Types only.

export type FulfillmentShapes = Agreed<
  ShapesAgree<{
    record: Fulfillment;
    write: CreateFulfillment;
    response: z.infer<typeof fulfillmentSchema>;
    presented: ReturnType<typeof presentFulfillment>;
    internal: 'customer_id';
    derived: 'url';
  }>
>;

export type HistoryEntryShapes = Agreed<
  ShapesAgree<{
    record: HistoryEntry;
    write: CreateNote;
    response: z.infer<typeof historyEntrySchema>;
    presented: ReturnType<typeof presentHistoryEntry>;
    internal: 'order_id' | 'customer_id';
    // A note's `text` is stored in the entry's `details`.
    writeOnly: 'text';
  }>
>;
