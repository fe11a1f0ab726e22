import * as z from 'zod/mini';
import { slugSchema } from '../channels/slug.js';

/** The four kinds of theme source, by their collection name in paths and in the bundle. */
export const ITEM_KINDS = ['layouts', 'templates', 'snippets', 'assets'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

// Names are paths inside the theme ("partials/header.liquid"): no empty, `.` or `..` segments.
const SEGMENT = String.raw`[A-Za-z0-9_ ()@+-][A-Za-z0-9._ ()@+-]*|\.[A-Za-z0-9_ ()@+-][A-Za-z0-9._ ()@+-]*`;
const pathPattern = new RegExp(`^(?:${SEGMENT})(?:/(?:${SEGMENT}))*$`);
const itemPathSchema = z
  .string()
  .check(z.maxLength(255), z.regex(pathPattern, 'must be a path of names separated by / (no empty, . or .. parts)'));

export const createThemeSchema = z.strictObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  short: z.optional(slugSchema),
});
export type CreateTheme = z.infer<typeof createThemeSchema>;

export const updateThemeSchema = z.partial(createThemeSchema);
export type UpdateTheme = z.infer<typeof updateThemeSchema>;

/** A theme in a path: its id or its `short` slug. */
export const themeParamsSchema = z.object({ theme: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)) });
/** An item in a path: `{name}` arrives percent-decoded, so it may contain `/`. */
export const themeItemParamsSchema = z.extend(themeParamsSchema, { name: itemPathSchema });

// Code is text; 900 000 characters leaves room for the JSON around it within the 1 MB body limit.
const codeSchema = z.string().check(z.maxLength(900_000));

export const upsertThemeItemSchema = z.strictObject({
  name: itemPathSchema,
  code: codeSchema,
  folder: z.optional(z.nullable(itemPathSchema)),
});
export type UpsertThemeItem = z.infer<typeof upsertThemeItemSchema>;

/**
 * Assets hold text (`code`), binary data (`content`, base64, up to ~380 KB) or an upload of any
 * size (`upload_id`, a ready upload of the site, kept in the media bucket): exactly one of the three.
 */
export const upsertThemeAssetSchema = z
  .strictObject({
    name: itemPathSchema,
    code: z.optional(codeSchema),
    content: z.optional(z.base64().check(z.maxLength(1_000_000))),
    upload_id: z.optional(z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be an upload id'))),
    content_type: z.optional(
      z
        .string()
        .check(z.trim(), z.regex(/^[\w.+-]+\/[\w.+-]+$/, 'must be a media type such as image/png'), z.maxLength(100)),
    ),
    folder: z.optional(z.nullable(itemPathSchema)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if ([value.code, value.content, value.upload_id].filter((given) => given !== undefined).length !== 1) {
        ctx.addIssue({
          code: 'custom',
          path: ['code'],
          message: 'send exactly one of code (text), content (base64) and upload_id (an upload)',
        });
      }
    }),
  );
export type UpsertThemeAsset = z.infer<typeof upsertThemeAssetSchema>;
