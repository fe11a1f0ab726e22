import * as z from 'zod/mini';
import { fileInputSchema } from '../uploads/file-objects.js';
import { pageQuerySchema } from '../db/pagination.js';
import { localeSchema } from '../sites/locale.js';
import { propertyNamesCheck } from './property-names.js';
import { RESERVED_SLUGS, SLUG_PATTERN } from './slug-pattern.js';

/** `{page}`: a page id, or its fullpath percent-encoded as one segment (`about%2Fteam`). */
export const pageParamsSchema = z.object({ page: z.string().check(z.minLength(1), z.maxLength(1024)) });

/** GET /pages: paging plus `fullpath` (exact) and `fullpath.start` (prefix) filters. */
export const listPagesQuerySchema = z.extend(pageQuerySchema, {
  fullpath: z.optional(z.string().check(z.maxLength(1024))),
  'fullpath.start': z.optional(z.string().check(z.maxLength(1024))),
});
export type ListPagesQuery = z.infer<typeof listPagesQuerySchema>;

const objectId = z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be a 24-character lowercase hex id'));
const memberName = z.string().check(
  z.minLength(1),
  z.maxLength(100),
  z.refine((name) => name !== '__proto__', 'is not an allowed name'),
);
const text = z.string().check(z.maxLength(100_000));

/** Repeatables may nest editables that hold repeatables again; deeper than this is refused before parsing. */
const MAX_NESTING = 16;

export interface RepeatableInput {
  id?: string;
  slug?: string;
  position?: number;
  items?: Record<string, EditableInput>;
}
export type EditableInput = { repeatables?: RepeatableInput[] } & Record<string, unknown>;

const repeatableSchema: z.ZodMiniType<RepeatableInput> = z.lazy(() =>
  z.strictObject({
    id: z.optional(objectId),
    slug: z.optional(z.string().check(z.maxLength(200))),
    // Accepted so a stored repeatable round-trips; the array order decides the stored value.
    position: z.optional(z.number().check(z.int())),
    items: z.optional(editablesRecord),
  }),
);

const repeatablesSchema = z.array(repeatableSchema).check(
  z.maxLength(1000),
  z.superRefine((list, ctx) => {
    const ids = list.map((r) => r.id).filter((id) => id !== undefined);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', message: 'must not repeat a repeatable id' });
  }),
);

const editableSchema: z.ZodMiniType<EditableInput> = z.lazy(() =>
  z.catchall(z.object({ repeatables: z.optional(repeatablesSchema) }), text),
);

const editablesRecord: z.ZodMiniType<Record<string, EditableInput>> = z.lazy(() =>
  z.record(memberName, editableSchema),
);

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
const editablesSchema = z.pipe(
  z
    .unknown()
    .check(
      z.refine(
        (value) => nestingOf(value) <= MAX_NESTING * 4,
        `must not nest repeatables more than ${MAX_NESTING} deep`,
      ),
    ),
  editablesRecord,
);

const translationsSchema = z.record(memberName, z.record(memberName, text));

const ogImageSchema = z.catchall(
  z.object({
    size: z.optional(z.number().check(z.int(), z.gte(0))),
    width: z.optional(z.number().check(z.int(), z.gte(0))),
    height: z.optional(z.number().check(z.int(), z.gte(0))),
  }),
  z.string().check(z.maxLength(2048)),
);

const locales = z.array(localeSchema).check(
  z.maxLength(50),
  z.refine((l) => new Set(l).size === l.length, 'must not repeat a locale'),
);

/** Fields the API derives or assigns: never accepted in a body. */
export const READ_ONLY_PAGE_FIELDS = [
  'id',
  'url',
  'created_at',
  'updated_at',
  'fullpath',
  'depth',
  'parent_path',
  'public_url',
] as const;

const optionalStrings = {
  template: z.string().check(z.maxLength(200)),
  channel: z.string().check(z.maxLength(200)),
  filter: z.string().check(z.maxLength(2048)),
  security_mechanism: z.string().check(z.maxLength(200)),
  fixed_locale: localeSchema,
  seo_title: z.string().check(z.maxLength(1000)),
  seo_description: z.string().check(z.maxLength(5000)),
  seo_keywords: z.string().check(z.maxLength(5000)),
};

/** Read-only fields in a body schema: each one sent is its own field error. */
const readOnlyFields = Object.fromEntries(
  READ_ONLY_PAGE_FIELDS.map((name) => [name, z.optional(z.never({ error: 'is read-only: the API derives it' }))]),
);

const slug = z.string().check(
  z.regex(SLUG_PATTERN, 'must be 1 to 100 lowercase letters, digits, "-" or "_"'),
  z.refine((value) => !RESERVED_SLUGS.includes(value), 'is reserved'),
);
/** The parent is given by page id; `null` (or absent on create) makes a root page. */
const parent = z.nullable(objectId);

const createFields = {
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  slug: z.optional(slug),
  parent: z.optional(parent),
  published: z.optional(z.boolean()),
  homepage: z.optional(z.boolean()),
  position: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1_000_000_000))),
  locales: z.optional(locales),
  og_image: z.optional(ogImageSchema),
  items: z.optional(editablesSchema),
  translations: z.optional(translationsSchema),
  ...(Object.fromEntries(Object.entries(optionalStrings).map(([name, schema]) => [name, z.optional(schema)])) as {
    [K in keyof typeof optionalStrings]: z.ZodMiniOptional<(typeof optionalStrings)[K]>;
  }),
};

const createKnown: ReadonlySet<string> = new Set([...Object.keys(createFields), ...READ_ONLY_PAGE_FIELDS]);

/**
 * POST /pages. `title` is required; `slug` defaults from the title; `parent` is the parent page's
 * id (clients that know only a fullpath GET it first), absent or null for a root page.
 * Additional string properties are accepted under {@link PROPERTY_NAME}.
 */
export const createPageSchema = z
  .catchall(z.object({ ...createFields, ...readOnlyFields }), z.string().check(z.maxLength(10_000)))
  .check(propertyNamesCheck(createKnown));
export type CreatePage = z.infer<typeof createPageSchema>;

const patchFields = {
  title: z.optional(createFields.title),
  slug: z.optional(slug),
  parent: z.optional(parent),
  published: z.optional(z.boolean()),
  homepage: z.optional(z.boolean()),
  position: createFields.position,
  locales: z.optional(locales),
  og_image: z.optional(z.nullable(ogImageSchema)),
  items: z.optional(editablesSchema),
  translations: z.optional(translationsSchema),
  ...(Object.fromEntries(
    Object.entries(optionalStrings).map(([name, schema]) => [name, z.optional(z.nullable(schema))]),
  ) as { [K in keyof typeof optionalStrings]: z.ZodMiniOptional<z.ZodMiniNullable<(typeof optionalStrings)[K]>> }),
};

/**
 * PATCH /pages/{page}: a merge of the given top-level fields (a given `items` or `translations`
 * replaces the stored one). `null` removes an optional field or an additional property.
 */
export const patchPageSchema = z
  .catchall(z.object({ ...patchFields, ...readOnlyFields }), z.nullable(z.string().check(z.maxLength(10_000))))
  .check(propertyNamesCheck(new Set([...Object.keys(patchFields), ...READ_ONLY_PAGE_FIELDS])));
export type PatchPage = z.infer<typeof patchPageSchema>;

/** POST /pages/{page}/batch body: 1 to 100 operations; what each means is the batch engine's business. */
export const batchBodySchema = z.strictObject({
  operations: z
    .array(
      z.strictObject({
        op: z.string().check(z.maxLength(20)),
        path: z.string().check(z.maxLength(2048)),
        value: z.optional(z.union([z.string().check(z.maxLength(500_000)), fileInputSchema])),
        after: z.optional(z.string().check(z.maxLength(2048))),
      }),
    )
    .check(z.minLength(1, 'must hold at least one operation'), z.maxLength(100, 'must hold at most 100 operations')),
});
export type BatchBody = z.infer<typeof batchBodySchema>;

/**
 * `redirect=false` on a write that moves pages: no 301 is left on the paths they free (the default
 * leaves one per moved page, in the move's transaction).
 */
const redirectParam = z.pipe(
  z._default(z.enum(['true', 'false']), 'true'),
  z.transform((value) => value === 'true'),
);

/** PATCH /pages/{page} query: `redirect`. */
export const pageWriteQuerySchema = z.object({ redirect: redirectParam });

/** POST /pages/{page}/batch query: `atomic` (default false), `include=result` and `redirect`. */
export const batchQuerySchema = z.object({
  atomic: z.pipe(
    z._default(z.enum(['true', 'false']), 'false'),
    z.transform((value) => value === 'true'),
  ),
  include: z.optional(z.literal('result', 'the only allowed value is "result"')),
  redirect: redirectParam,
});
