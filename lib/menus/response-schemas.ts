import * as z from 'zod/mini';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import type { PresentedItem } from './present.js';
import { ITEM_KINDS } from './menu-record.js';

/** What a linked item shows of its target, resolved when read. */
const targetSchema = z.object({
  id: idSchema,
  title: z.string(),
  fullpath: z.nullable(z.string()),
  public_url: z.nullable(z.string()),
  published: z.boolean(),
});

/** A menu item, its children nested (depth 4 at most). */
export const menuItemSchema: z.ZodMiniType<PresentedItem> = z.lazy(() =>
  z.object({
    id: idSchema,
    title: z.string(),
    kind: z.enum(ITEM_KINDS),
    target_page: z.nullable(idSchema),
    target_url: z.nullable(z.string()),
    target_entry: z.nullable(z.object({ channel: idSchema, entry: idSchema })),
    target_blog: z.nullable(idSchema),
    new_window: z.boolean(),
    position: z.number().check(z.int()),
    target: z.nullable(targetSchema).check(
      z.meta({
        description:
          "The linked page's, blog's or entry's current id, title, fullpath, public_url and published; null for url and heading items",
      }),
    ),
    children: z.array(menuItemSchema),
  }),
);

/** A navigation menu of a site. */
export const menuSchema = z.object({
  id: idSchema,
  url: urlSchema,
  slug: z.string(),
  name: z.string(),
  items: z.array(menuItemSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});

export const menuListSchema = z.array(menuSchema);
