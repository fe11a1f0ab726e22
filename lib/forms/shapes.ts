import type * as z from 'zod/mini';
import type { Entry } from '../channels/entries.js';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { presentSubmission } from './present.js';
import type { submissionSchema } from './schemas.js';

// A submission is an entry of its channel shown to the visitor who posted it: its record, response
// schema and presenter checked against each other by tsc (lib/db/shapes.ts). Its body is the
// channel's own fields, checked against the channel when posted. Types only.

export type SubmissionShapes = Agreed<
  ShapesAgree<{
    // A visitor never learns what the site keeps of an entry: its slug, customer, spam verdict, updates.
    record: Entry;
    write: Pick<Entry, 'fields'>;
    response: z.infer<typeof submissionSchema>;
    presented: ReturnType<typeof presentSubmission>;
    internal: 'slug' | 'customer_id' | 'submission_status' | 'updated_at' | 'version';
    derived: 'url';
  }>
>;
