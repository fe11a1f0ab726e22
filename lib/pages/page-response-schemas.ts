import * as z from 'zod';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';

/** A repeatable element of an editable: ordered, holding editables again. */
interface RepeatableShape { id: string; slug: string; position: number; items: Record<string, EditableShape> }
interface EditableShape { repeatables?: RepeatableShape[]; [field: string]: string | RepeatableShape[] | undefined }

export const repeatableSchema: z.ZodType<RepeatableShape> = z.lazy(() => z.object({
  id: idSchema,
  slug: z.string(),
  position: z.number().int(),
  items: z.record(z.string(), editableSchema),
}));

/** An editable region: string fields (`type`, `content`, …) and optional repeatables. */
export const editableSchema: z.ZodType<EditableShape> = z.lazy(() =>
  z.object({ repeatables: z.array(repeatableSchema).optional() }).catchall(z.string()));

/** The file object of spec 2.3; additional string properties are allowed. */
export const ogImageSchema = z.object({
  size: z.number().int().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
}).catchall(z.string());

/** A page (spec 2.2). Additional properties are strings. */
export const pageSchema = z.object({
  id: idSchema,
  url: urlSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
  title: z.string(),
  slug: z.string(),
  parent: idSchema.nullable().meta({ description: 'Parent page id; null for a root page' }),
  fullpath: z.string(),
  depth: z.number().int(),
  parent_path: z.string(),
  public_url: urlSchema,
  published: z.boolean(),
  homepage: z.boolean(),
  position: z.number().int(),
  locales: z.array(z.string()),
  template: z.string().optional(),
  channel: z.string().optional(),
  filter: z.string().optional(),
  security_mechanism: z.string().optional(),
  fixed_locale: z.string().optional(),
  seo_title: z.string().optional(),
  seo_description: z.string().optional(),
  seo_keywords: z.string().optional(),
  og_image: ogImageSchema.optional(),
  items: z.record(z.string(), editableSchema),
  translations: z.record(z.string(), z.record(z.string(), z.string())),
}).catchall(z.string());

/** One operation's outcome in a batch (spec 2.4). */
export const batchResultEntrySchema = z.object({
  index: z.number().int(),
  status: z.enum(['ok', 'error', 'skipped']),
  path: z.string(),
  id: idSchema.optional().meta({ description: 'Id of an inserted repeatable' }),
  warning: z.enum(['unchanged']).optional(),
  error: z.enum(['invalid_op', 'invalid_path', 'read_only', 'not_found', 'invalid_value', 'conflict']).optional(),
  message: z.string().optional(),
});

const batchOutcome = {
  results: z.array(batchResultEntrySchema),
  etag: z.string(),
  updated_at: timestampSchema,
  page: pageSchema.optional().meta({ description: 'The updated page, with include=result' }),
};

/** 200 of POST /pages/{page}/batch (spec 4.1). */
export const batchResponseSchema = z.object(batchOutcome);

/** 422 of an atomic batch with a failing operation: nothing was saved; every result is reported. */
export const batchFailedSchema = z.object({ code: z.enum(['batch_failed']), message: z.string(), ...batchOutcome });

export const pageListSchema = z.array(pageSchema);
