import * as z from 'zod/mini';
import { localeSchema } from '../sites/locale.js';
import { pageQuerySchema } from '../db/pagination.js';
import { keyProblem, MAX_VALUE_LENGTH } from './translation-rules.js';

/** Request schemas of translations (copywriting). */

/** A key in a body: its rules (characters, length, the reserved words) as a 422 naming the field. */
const keySchema = z.string().check(
  z.superRefine((key, context) => {
    const problem = keyProblem(key);
    if (problem) context.addIssue({ code: 'custom', message: problem, input: key });
  }),
);

/**
 * Values by locale: a string sets the locale's text, null removes it. Whether each locale is the
 * site's is checked against the site (422 `invalid_locale`), not here.
 */
export const valuesSchema = z
  .record(
    z.string().check(z.minLength(1), z.maxLength(35)),
    z.nullable(z.string().check(z.maxLength(MAX_VALUE_LENGTH))),
  )
  .check(z.refine((values) => Object.keys(values).length <= 50, 'at most 50 locales'));

/** PUT /translations/{key}: the locales given are set (null removes one); the others stay. */
export const putTranslationSchema = z.strictObject({ values: z.optional(valuesSchema) });
export type PutTranslation = z.infer<typeof putTranslationSchema>;

/** POST /translations: an upsert by key, merging locales as PUT does. */
export const createTranslationSchema = z.strictObject({ key: keySchema, values: z.optional(valuesSchema) });
export type CreateTranslation = z.infer<typeof createTranslationSchema>;

/** Most entries one batch takes. */
export const MAX_BATCH_ENTRIES = 1000;

/** One entry of a batch: values to merge, or `delete: true`. */
export const batchEntrySchema = z.strictObject({
  key: keySchema,
  values: z.optional(valuesSchema),
  delete: z.optional(z.literal(true)),
});
export type BatchEntry = z.infer<typeof batchEntrySchema>;

/** POST /translations/batch. */
export const batchSchema = z.strictObject({
  translations: z.array(batchEntrySchema).check(z.minLength(1), z.maxLength(MAX_BATCH_ENTRIES)),
});
export type TranslationBatch = z.infer<typeof batchSchema>;

/** A translation in a path: its key (checked by the operation, so a reserved or malformed one is a 422 on a write and a 404 on a read). */
export const translationParamsSchema = z.object({ key: z.string().check(z.minLength(1), z.maxLength(1000)) });

/** GET /translations: a page, only one locale's values (`locale`), and `key.start` (an alias of `where[key][prefix]`). */
export const listTranslationsQuerySchema = z.extend(pageQuerySchema, {
  locale: z.optional(localeSchema),
  'key.start': z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});

/** GET /translations.json: the locale (default: the site's first). */
export const translationsJsonQuerySchema = z.object({ locale: z.optional(localeSchema) });
