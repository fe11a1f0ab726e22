import * as z from 'zod/mini';
import type { ListQueryDescription } from '../db/list-query-rules.js';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';

/** A repeatable element of an editable: ordered, holding editables again. */
interface RepeatableShape {
  id: string;
  slug: string;
  position: number;
  items: Record<string, EditableShape>;
}
interface EditableShape {
  repeatables?: RepeatableShape[];
  [field: string]: string | RepeatableShape[] | undefined;
}

export const repeatableSchema: z.ZodMiniType<RepeatableShape> = z.lazy(() =>
  z.object({
    id: idSchema,
    slug: z.string(),
    position: z.number().check(z.int()),
    items: z.record(z.string(), editableSchema),
  }),
);

/** An editable region: string fields (`type`, `content`, …) and optional repeatables. */
export const editableSchema: z.ZodMiniType<EditableShape> = z.lazy(() =>
  z.catchall(z.object({ repeatables: z.optional(z.array(repeatableSchema)) }), z.string()),
);

/** The file object; additional string properties are allowed. */
export const ogImageSchema = z.catchall(
  z.object({
    size: z.optional(z.number().check(z.int())),
    width: z.optional(z.number().check(z.int())),
    height: z.optional(z.number().check(z.int())),
  }),
  z.string(),
);

/** A page. Additional properties are strings. */
export const pageSchema = z.catchall(
  z.object({
    id: idSchema,
    url: urlSchema,
    created_at: timestampSchema,
    updated_at: timestampSchema,
    title: z.string(),
    slug: z.string(),
    parent: z.nullable(idSchema).check(z.meta({ description: 'Parent page id; null for a root page' })),
    fullpath: z.string(),
    depth: z.number().check(z.int()),
    parent_path: z.string(),
    public_url: urlSchema,
    published: z.boolean(),
    homepage: z.boolean(),
    position: z.number().check(z.int()),
    locales: z.array(z.string()),
    template: z.optional(z.string()),
    channel: z.optional(z.string()),
    filter: z.optional(z.string()),
    security_mechanism: z.optional(z.string()),
    fixed_locale: z.optional(z.string()),
    seo_title: z.optional(z.string()),
    seo_description: z.optional(z.string()),
    seo_keywords: z.optional(z.string()),
    og_image: z.optional(ogImageSchema),
    items: z.record(z.string(), editableSchema),
    translations: z.record(z.string(), z.record(z.string(), z.string())),
  }),
  z.string(),
);

/** One operation's outcome in a batch. */
export const batchResultEntrySchema = z.object({
  index: z.number().check(z.int()),
  status: z.enum(['ok', 'error', 'skipped']),
  path: z.string(),
  id: z.optional(idSchema).check(z.meta({ description: 'Id of an inserted repeatable' })),
  warning: z.optional(z.enum(['unchanged'])),
  error: z.optional(z.enum(['invalid_op', 'invalid_path', 'read_only', 'not_found', 'invalid_value', 'conflict'])),
  message: z.optional(z.string()),
});

const batchOutcome = {
  results: z.array(batchResultEntrySchema),
  etag: z.string(),
  updated_at: timestampSchema,
  page: z.optional(pageSchema).check(z.meta({ description: 'The updated page, with include=result' })),
};

/** 200 of POST /pages/{page}/batch. */
export const batchResponseSchema = z.object(batchOutcome);

/** 422 of an atomic batch with a failing operation: nothing was saved; every result is reported. */
export const batchFailedSchema = z.object({ code: z.enum(['batch_failed']), message: z.string(), ...batchOutcome });

export const pageListSchema = z.array(pageSchema);

/** The list query of a site's pages (OpenAPI). `fullpath` and `fullpath.start` still work and join the filters. */
export const pageListQuery: ListQueryDescription = {
  fields: 'title, slug, template, published, homepage, parent (page id), position, fullpath, created_at, updated_at',
  indexed: 'fullpath and created_at',
  defaultOrder: 'fullpath',
  example: 'where[published]=true&where[parent]=<page id>&sort=position',
};
