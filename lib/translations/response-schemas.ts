import * as z from 'zod/mini';
import type { ListQueryDescription } from '../db/list-query-rules.js';
import { timestampSchema, urlSchema } from '../http/response-schemas.js';

/** A translation: one key's texts by locale. */
export const translationSchema = z.object({
  key: z.string(),
  url: urlSchema,
  values: z.record(z.string(), z.string()),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const translationListSchema = z.array(translationSchema);

/** The answer of a batch: how many keys it created, updated and deleted. */
export const translationBatchResultSchema = z.object({
  created: z.int(),
  updated: z.int(),
  deleted: z.int(),
  unchanged: z
    .int()
    .check(
      z.meta({ description: 'Entries that changed nothing (the same values, or a delete of no key): not written' }),
    ),
});

/** translations.json: every key's text in one locale (falling back to the site's first). */
export const translationsJsonSchema = z
  .record(z.string(), z.string())
  .check(
    z.meta({ description: "Every key with its text in the locale, or in the site's first locale when it has none" }),
  );

/** What GET /translations tells the OpenAPI document about its `where[…]` and `sort` parameters. */
export const translationListQuery: ListQueryDescription = {
  fields: 'key (prefix: a namespace such as `checkout.`; `key.start=` is an alias), created_at, updated_at',
  indexed: 'key',
  defaultOrder: 'key, ascending',
  example: 'where[key][prefix]=checkout.&where[updated_at][gte]=2026-01-01T00:00:00Z',
};
