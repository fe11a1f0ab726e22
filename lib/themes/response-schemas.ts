import * as z from 'zod/mini';
import { fileObjectSchema } from '../uploads/file-object-schema.js';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';

/** A theme. */
export const themeSchema = z.object({
  id: idSchema,
  url: urlSchema,
  permalink: urlSchema,
  name: z.string(),
  short: z.string(),
  cdn_root: urlSchema,
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

const itemFields = {
  id: idSchema,
  url: urlSchema,
  permalink: urlSchema,
  name: z.string(),
  folder: z.nullable(z.string()),
  path: z.string(),
  code: z.nullable(z.string()).check(z.meta({ description: 'The source; null for a binary asset' })),
  size: z.number().check(z.int(), z.meta({ description: 'Bytes of the code or binary body' })),
  checksum: z.nullable(z.string().check(z.regex(/^[0-9a-f]{64}$/))).check(
    z.meta({
      description:
        'SHA-256 (lowercase hex) of the stored bytes: the code as UTF-8, or the binary body. Compare it with a local file to know whether it changed. Null only for a binary asset stored before checksums existed.',
    }),
  ),
  created_at: timestampSchema,
  updated_at: timestampSchema,
  changed_by: z.object({ user_id: z.nullable(idSchema), token_id: idSchema }),
  changed_live: z.boolean(),
};

/** A layout, template or snippet (item object, plus `code`). */
export const themeItemSchema = z.object(itemFields);

/** An asset. Binary assets carry `content` (base64) when read one by one. */
export const themeAssetSchema = z.object({
  ...itemFields,
  public_url: urlSchema,
  content_type: z.string(),
  binary: z.boolean(),
  file: z.optional(fileObjectSchema).check(
    z.meta({
      description:
        'An asset kept in the media bucket (pushed as an upload): its file object; fetch its body from file.url',
    }),
  ),
  content: z
    .optional(z.string())
    .check(z.meta({ description: 'Base64 body of a binary asset kept in the table (GET of one asset only)' })),
});

/** GET /themes/{theme}: the theme and all its items. */
export const themeBundleSchema = z.object({
  theme: themeSchema,
  layouts: z.array(themeItemSchema),
  templates: z.array(themeItemSchema),
  snippets: z.array(themeItemSchema),
  assets: z.array(themeAssetSchema),
});

export const themeListSchema = z.array(themeSchema);
export const themeItemListSchema = z.array(themeItemSchema);
export const themeAssetListSchema = z.array(themeAssetSchema);
