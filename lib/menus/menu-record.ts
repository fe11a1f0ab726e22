import type { LinkKind } from './keys.js';

/** The kinds of menu item: a link to a page, a blog, a channel entry or a URL, or a heading (no link). */
export const ITEM_KINDS = ['page', 'blog', 'entry', 'url', 'heading'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** An entry a menu item links: its channel's id and its own. */
export interface EntryTarget {
  readonly channel: string;
  readonly entry: string;
}

/** A menu item as stored: targets by id, resolved again at every read. */
export interface MenuItem {
  readonly id: string;
  readonly title: string;
  readonly kind: ItemKind;
  readonly target_page: string | null;
  readonly target_url: string | null;
  readonly target_entry: EntryTarget | null;
  readonly target_blog: string | null;
  readonly new_window: boolean;
  readonly position: number;
  readonly children: readonly MenuItem[];
}

/** A menu as stored. `version` is never shown. */
export interface Menu {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly items: readonly MenuItem[];
  readonly created_at: string;
  readonly updated_at: string;
  readonly version: number;
}

/** One linked target of a menu: its kind and id (an entry's: `<channel id>/<entry id>`). */
export interface LinkedTarget {
  readonly kind: LinkKind;
  readonly id: string;
}
