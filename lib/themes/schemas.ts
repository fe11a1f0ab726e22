import * as z from 'zod';
import { slugSchema } from '../channels/slug.js';

/** The four kinds of theme source, by their collection name in paths and in the bundle. */
export const ITEM_KINDS = ['layouts', 'templates', 'snippets', 'assets'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

// Names are paths inside the theme ("partials/header.liquid"): no empty, `.` or `..` segments.
const SEGMENT = String.raw`[A-Za-z0-9_ ()@+-][A-Za-z0-9._ ()@+-]*|\.[A-Za-z0-9_ ()@+-][A-Za-z0-9._ ()@+-]*`;
const pathPattern = new RegExp(`^(?:${SEGMENT})(?:/(?:${SEGMENT}))*$`);
const itemPathSchema = z.string().max(255).regex(pathPattern, 'must be a path of names separated by / (no empty, . or .. parts)');

export const createThemeSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  short: slugSchema.optional(),
});
export type CreateTheme = z.infer<typeof createThemeSchema>;

export const updateThemeSchema = createThemeSchema.partial();
export type UpdateTheme = z.infer<typeof updateThemeSchema>;

/** A theme in a path: its id or its `short` slug. */
export const themeParamsSchema = z.object({ theme: z.string().trim().min(1).max(100) });
/** An item in a path: `{name}` arrives percent-decoded, so it may contain `/`. */
export const themeItemParamsSchema = themeParamsSchema.extend({ name: itemPathSchema });

// Code is text; 900 000 characters leaves room for the JSON around it within the 1 MB body limit.
const codeSchema = z.string().max(900_000);

export const upsertThemeItemSchema = z.strictObject({
  name: itemPathSchema,
  code: codeSchema,
  folder: itemPathSchema.nullable().optional(),
});
export type UpsertThemeItem = z.infer<typeof upsertThemeItemSchema>;

/** Assets hold text (`code`) or binary data (`content`, base64): exactly one of the two. */
export const upsertThemeAssetSchema = z.strictObject({
  name: itemPathSchema,
  code: codeSchema.optional(),
  content: z.base64().max(1_000_000).optional(),
  content_type: z.string().trim().regex(/^[\w.+-]+\/[\w.+-]+$/, 'must be a media type such as image/png').max(100).optional(),
  folder: itemPathSchema.nullable().optional(),
}).superRefine((value, ctx) => {
  if ((value.code === undefined) === (value.content === undefined)) {
    ctx.addIssue({ code: 'custom', path: ['code'], message: 'send exactly one of code (text) and content (base64)' });
  }
});
export type UpsertThemeAsset = z.infer<typeof upsertThemeAssetSchema>;
