import * as z from 'zod/mini';
import { slugSchema } from '../commerce/slug.js';

/** Request schemas of menus. */

/**
 * Words that name routes beside `/menus/{menu}` (or will), and that every content slug refuses so
 * no resource hides a route: never a menu's slug.
 */
export const RESERVED_MENU_SLUGS: readonly string[] = ['count', 'batch', 'resolve'];

const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const menuSlugSchema = slugSchema.check(z.refine((slug) => !RESERVED_MENU_SLUGS.includes(slug), 'is reserved'));

// The tree is checked by menu-rules.ts rather than here, so that each error names the item's
// path as `items[2].children[0].title` and the limits (depth, items, targets) are counted once.
const itemsSchema = z.array(z.unknown()).check(
  z.meta({
    description:
      'The whole tree, replacing the stored one. Each item: `{id?, title, kind, target_page | target_blog | target_entry | target_url, new_window?, children?}`; `kind` is page, blog, entry, url or heading. `target_page`: a page id or fullpath; `target_blog`: a blog id or slug; `target_entry`: `{channel, entry}` (ids); `target_url`: a path or an http(s):, mailto: or tel: URL. Ids of existing items sent back are kept. Depth 4, 500 items, 95 distinct linked targets, titles up to 200 characters.',
  }),
);

export const createMenuSchema = z.strictObject({
  name: nameSchema,
  /** Derived from the name when absent. */
  slug: z.optional(menuSlugSchema),
  items: z.optional(itemsSchema),
});
export type CreateMenu = z.infer<typeof createMenuSchema>;

/** Given fields replace stored ones (`items` the whole tree); the others stay. */
export const updateMenuSchema = z.strictObject({
  name: z.optional(nameSchema),
  slug: z.optional(menuSlugSchema),
  items: z.optional(itemsSchema),
});
export type UpdateMenu = z.infer<typeof updateMenuSchema>;

/** A menu in a path: its id or its slug. */
export const menuParamsSchema = z.object({
  menu: z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(100)),
});
