import * as z from 'zod/mini';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';

/** One search result. */
export const searchResultSchema = z.object({
  type: z.enum(['entry', 'page', 'article', 'product']),
  id: idSchema,
  url: urlSchema,
  title: z.string(),
  score: z.number(),
  snippet: z.string().check(
    z.meta({
      description: 'Text around the match, the matched words in `<mark>…</mark>`, everything else HTML-escaped.',
    }),
  ),
  channel: z.optional(z.string().check(z.meta({ description: "An entry's channel slug." }))),
});

export const searchResultListSchema = z.array(searchResultSchema);

/** A site's index as the status route shows it. */
export const searchStatusSchema = z.object({
  documents: z.number().check(z.meta({ description: 'Documents indexed (one per resource and locale).' })),
  index_bytes: z.number().check(z.meta({ description: 'Size of the stored base index (gzipped).' })),
  pending_changes: z.number().check(z.meta({ description: 'Changes in the log, not yet folded into the base.' })),
  updated_at: z.nullable(timestampSchema),
  compacted_at: z.nullable(timestampSchema),
  reindex: z.nullable(
    z.object({
      status: z.enum(['queued', 'running', 'done']),
      requested_at: timestampSchema,
      finished_at: z.optional(timestampSchema),
    }),
  ),
});

/** The answer to a reindex request. */
export const reindexAcceptedSchema = z.object({ status: z.literal('queued'), status_url: urlSchema });
