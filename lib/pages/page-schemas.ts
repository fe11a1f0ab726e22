import * as z from 'zod';
import { pageQuerySchema } from '../db/pagination.js';
import { localeSchema } from '../sites/schemas.js';
import { SLUG_PATTERN } from './slugify.js';

/** `{page}`: a page id, or its fullpath percent-encoded as one segment (`about%2Fteam`). */
export const pageParamsSchema = z.object({ page: z.string().min(1).max(1024) });

/** GET /pages: paging plus `fullpath` (exact) and `fullpath.start` (prefix) filters. */
export const listPagesQuerySchema = pageQuerySchema.extend({
  fullpath: z.string().max(1024).optional(),
  'fullpath.start': z.string().max(1024).optional(),
});
export type ListPagesQuery = z.infer<typeof listPagesQuerySchema>;

const objectId = z.string().regex(/^[0-9a-f]{24}$/, 'must be a 24-character lowercase hex id');
const memberName = z.string().min(1).max(100).refine((name) => name !== '__proto__', 'is not an allowed name');
const text = z.string().max(100_000);

/** Repeatables may nest editables that hold repeatables again; deeper than this is refused before parsing. */
const MAX_NESTING = 16;

export interface RepeatableInput {
  id?: string;
  slug?: string;
  position?: number;
  items?: Record<string, EditableInput>;
}
export type EditableInput = { repeatables?: RepeatableInput[] } & Record<string, unknown>;

const repeatableSchema: z.ZodType<RepeatableInput> = z.lazy(() => z.strictObject({
  id: objectId.optional(),
  slug: z.string().max(200).optional(),
  // Accepted so a stored repeatable round-trips; the array order decides the stored value.
  position: z.number().int().optional(),
  items: editablesRecord.optional(),
}));

const repeatablesSchema = z.array(repeatableSchema).max(1000).superRefine((list, ctx) => {
  const ids = list.map((r) => r.id).filter((id) => id !== undefined);
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'must not repeat a repeatable id' });
});

const editableSchema: z.ZodType<EditableInput> = z.lazy(() =>
  z.object({ repeatables: repeatablesSchema.optional() }).catchall(text));

const editablesRecord: z.ZodType<Record<string, EditableInput>> = z.lazy(() => z.record(memberName, editableSchema));

/** How deeply arrays and objects nest in a JSON value (iterative, so a hostile body can't overflow the stack). */
const nestingOf = (value: unknown): number => {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [unknown, number];
    if (typeof node !== 'object' || node === null) continue;
    deepest = Math.max(deepest, depth);
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
};

// Each repeatable level is four JSON levels deep (editable → repeatables → element → items).
const editablesSchema = z.unknown()
  .refine((value) => nestingOf(value) <= MAX_NESTING * 4, `must not nest repeatables more than ${MAX_NESTING} deep`)
  .pipe(editablesRecord);

const translationsSchema = z.record(memberName, z.record(memberName, text));

const ogImageSchema = z.object({
  size: z.number().int().min(0).optional(),
  width: z.number().int().min(0).optional(),
  height: z.number().int().min(0).optional(),
}).catchall(z.string().max(2048));

const locales = z.array(localeSchema).max(50).refine((l) => new Set(l).size === l.length, 'must not repeat a locale');

/** Name rule for additional page properties (string-valued). */
export const PROPERTY_NAME = /^[a-z][a-z0-9_]{0,63}$/;

/** Fields the API derives or assigns: never accepted in a body. */
export const READ_ONLY_PAGE_FIELDS = ['id', 'url', 'created_at', 'updated_at', 'fullpath', 'depth', 'parent_path', 'public_url'] as const;

const readOnly: ReadonlySet<string> = new Set(READ_ONLY_PAGE_FIELDS);

const optionalStrings = {
  template: z.string().max(200),
  channel: z.string().max(200),
  filter: z.string().max(2048),
  security_mechanism: z.string().max(200),
  fixed_locale: localeSchema,
  seo_title: z.string().max(1000),
  seo_description: z.string().max(5000),
  seo_keywords: z.string().max(5000),
};

/** Read-only fields in a body schema: each one sent is its own field error. */
const readOnlyFields = Object.fromEntries(READ_ONLY_PAGE_FIELDS.map((name) => [name, z.never({ error: 'is read-only: the API derives it' }).optional()]));

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Additional property names must follow {@link PROPERTY_NAME}; checked even when other fields are invalid. */
const extraNamesCheck = (known: ReadonlySet<string>) => z.superRefine<Record<string, unknown>>((body, ctx) => {
  for (const name of Object.keys(body)) {
    if (known.has(name) || readOnly.has(name) || PROPERTY_NAME.test(name)) continue;
    ctx.addIssue({ code: 'custom', path: [name], message: 'is not a valid property name (lowercase letters, digits and _, starting with a letter)' });
  }
}, { when: (payload) => isPlainObject(payload.value) });

const slug = z.string().regex(SLUG_PATTERN, 'must be 1 to 100 lowercase letters, digits, "-" or "_"');
/** The parent is given by page id; `null` (or absent on create) makes a root page. */
const parent = objectId.nullable();

const createFields = {
  title: z.string().trim().min(1).max(500),
  slug: slug.optional(),
  parent: parent.optional(),
  published: z.boolean().optional(),
  homepage: z.boolean().optional(),
  position: z.number().int().min(0).max(1_000_000_000).optional(),
  locales: locales.optional(),
  og_image: ogImageSchema.optional(),
  items: editablesSchema.optional(),
  translations: translationsSchema.optional(),
  ...Object.fromEntries(Object.entries(optionalStrings).map(([name, schema]) => [name, schema.optional()])) as { [K in keyof typeof optionalStrings]: z.ZodOptional<(typeof optionalStrings)[K]> },
};

const createKnown: ReadonlySet<string> = new Set(Object.keys(createFields));

/**
 * POST /pages. `title` is required; `slug` defaults from the title; `parent` is the parent page's
 * id (clients that know only a fullpath GET it first), absent or null for a root page.
 * Additional string properties are accepted under {@link PROPERTY_NAME}.
 */
export const createPageSchema = z.object({ ...createFields, ...readOnlyFields }).catchall(z.string().max(10_000)).check(extraNamesCheck(createKnown));
export type CreatePage = z.infer<typeof createPageSchema>;

const patchFields = {
  title: createFields.title.optional(),
  slug: slug.optional(),
  parent: parent.optional(),
  published: z.boolean().optional(),
  homepage: z.boolean().optional(),
  position: createFields.position,
  locales: locales.optional(),
  og_image: ogImageSchema.nullable().optional(),
  items: editablesSchema.optional(),
  translations: translationsSchema.optional(),
  ...Object.fromEntries(Object.entries(optionalStrings).map(([name, schema]) => [name, schema.nullable().optional()])) as { [K in keyof typeof optionalStrings]: z.ZodOptional<z.ZodNullable<(typeof optionalStrings)[K]>> },
};

/**
 * PATCH /pages/{page}: a merge of the given top-level fields (a given `items` or `translations`
 * replaces the stored one). `null` removes an optional field or an additional property.
 */
export const patchPageSchema = z.object({ ...patchFields, ...readOnlyFields }).catchall(z.string().max(10_000).nullable())
  .check(extraNamesCheck(new Set(Object.keys(patchFields))));
export type PatchPage = z.infer<typeof patchPageSchema>;

/** POST /pages/{page}/batch body: 1 to 100 operations; what each means is the batch engine's business. */
export const batchBodySchema = z.strictObject({
  operations: z.array(z.strictObject({
    op: z.string().max(20),
    path: z.string().max(2048),
    value: z.string().max(500_000).optional(),
    after: z.string().max(2048).optional(),
  })).min(1, 'must hold at least one operation').max(100, 'must hold at most 100 operations'),
});
export type BatchBody = z.infer<typeof batchBodySchema>;

/** POST /pages/{page}/batch query: `atomic` (default false) and `include=result`. */
export const batchQuerySchema = z.object({
  atomic: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
  include: z.literal('result', 'the only allowed value is "result"').optional(),
});
