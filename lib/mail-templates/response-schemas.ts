import * as z from 'zod/mini';
import { TEMPLATE_NAMES } from './defaults.js';

const partsSchema = {
  subject: z.string().check(z.meta({ description: 'Liquid template of the subject' })),
  html: z
    .string()
    .check(z.meta({ description: 'Liquid template of the HTML part (values are HTML-escaped unless `| raw`)' })),
  text: z
    .nullable(z.string())
    .check(z.meta({ description: 'Liquid template of the text part; null: derived from the rendered HTML' })),
};

/** A mail template: the site's own or the built-in default. */
export const mailTemplateSchema = z.object({
  name: z.enum(TEMPLATE_NAMES),
  ...partsSchema,
  locale_variants: z
    .record(z.string(), z.object(partsSchema))
    .check(z.meta({ description: 'Versions by locale; a message in another language uses the main parts' })),
  customized: z.boolean().check(z.meta({ description: 'False: the built-in default (DELETE goes back to it)' })),
  updated_at: z.nullable(z.string()),
});

export const mailTemplateListSchema = z.array(mailTemplateSchema);

/** 202 of a route that asks for a mail: it is sent off the request path. */
export const mailQueuedSchema = z.object({ status: z.literal('queued') });
