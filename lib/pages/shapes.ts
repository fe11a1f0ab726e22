import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { PageFields } from './page-document.js';
import type { pageSchema } from './response-schemas.js';
import type { CreatePage, PatchPage } from './schemas.js';

// A page, written four times (its document's fields, write schemas, response schema, presenter),
// checked against each other by tsc (lib/db/shapes.ts). Types only. A page's document takes
// additional string properties, so its presenter hands back the stored document spread (typed by
// its index signature): the response is checked against the document's declared fields instead.

export type PageShapes = Agreed<
  ShapesAgree<{
    record: Omit<PageFields, 'url' | 'public_url'>;
    write: CreatePage | PatchPage;
    response: z.infer<typeof pageSchema>;
    presented: PageFields;
    derived: 'url' | 'public_url';
  }>
>;
