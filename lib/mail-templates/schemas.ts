import * as z from 'zod/mini';
import { localeSchema } from '../sites/locale.js';
import { TEMPLATE_NAMES } from './defaults.js';

const partSchema = z.string().check(z.maxLength(64 * 1024));

const variantSchema = z.strictObject({
  subject: partSchema.check(z.minLength(1)),
  html: partSchema.check(z.minLength(1)),
  text: z.optional(z.nullable(partSchema)),
});

/** PUT /mail_templates/{name}: the fields given replace the current ones (`text: null` derives the text part from the HTML). */
export const putMailTemplateSchema = z.strictObject({
  subject: z.optional(partSchema.check(z.minLength(1))),
  html: z.optional(partSchema.check(z.minLength(1))),
  text: z.optional(z.nullable(partSchema)),
  locale_variants: z.optional(
    z
      .record(localeSchema, variantSchema)
      .check(z.refine((value) => Object.keys(value).length <= 50, 'at most 50 locales')),
  ),
});
export type PutMailTemplate = z.infer<typeof putMailTemplateSchema>;

/** A template in a path: one of the names (any other is a 404, answered by the handler). */
export const mailTemplateParamsSchema = z.object({ name: z.string().check(z.minLength(1), z.maxLength(64)) });

export const mailTemplateNameSchema = z.enum(TEMPLATE_NAMES);
