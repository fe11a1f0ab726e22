import * as z from 'zod/mini';
import '../http/zod-locale.js';
import { pageQuerySchema } from '../db/pagination.js';

/** `GET /search`'s query: the words, then filters and paging. */
export const searchQuerySchema = z.extend(pageQuerySchema, {
  q: z.string().check(
    z.trim(),
    z.minLength(1),
    z.maxLength(200),
    z.meta({
      description:
        'The words: all required, case- and accent-insensitive, the last one a prefix, one typo tolerated on words of 5 letters or more; words in double quotes must appear in that order.',
    }),
  ),
  types: z.optional(
    z.string().check(
      z.regex(/^\s*(entries|pages|articles|products)\s*(,\s*(entries|pages|articles|products)\s*)*$/),
      z.meta({
        description:
          'Comma-separated kinds: entries, pages, articles, products (default: every kind the caller may read).',
      }),
    ),
  ),
  channel: z.optional(
    z.string().check(z.maxLength(100), z.meta({ description: "Only this channel's entries (slug or id)." })),
  ),
  locale: z.optional(
    z.string().check(z.maxLength(20), z.meta({ description: "The locale searched (default: the site's first)." })),
  ),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
