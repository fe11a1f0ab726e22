import { keyId } from '../db/batch-get.js';
import type { PageContext } from '../pages/present.js';
import type { Menu, MenuItem } from './menu-record.js';
import { linkOf, visibleItems } from './menu-rules.js';
import { channelReadKey, type ResolvedTarget, resolvedTarget, targetReadKey } from './menu-targets.js';

/** A menu item as read: as stored, plus its target as it is now (`null` for url and heading items, or a target gone). */
export interface PresentedItem extends MenuItem {
  readonly target: ResolvedTarget | null;
  readonly children: readonly PresentedItem[];
}

/** Who reads: a `public` reader (customer, publishable key) sees no item linking an unpublished or missing target. */
export interface MenuView extends PageContext {
  readonly publicOnly: boolean;
}

const presentItems = (
  siteId: string,
  items: readonly MenuItem[],
  found: ReadonlyMap<string, Record<string, unknown>>,
  subdomain: string,
): PresentedItem[] =>
  items.map((item) => {
    const link = linkOf(item);
    return {
      ...item,
      target: link
        ? resolvedTarget(
            link,
            found.get(keyId(targetReadKey(siteId, link))),
            subdomain,
            link.kind === 'entry' ? found.get(keyId(channelReadKey(siteId, link))) : undefined,
          )
        : null,
      children: presentItems(siteId, item.children, found, subdomain),
    };
  });

/** Public shape of a menu, its links resolved from `found` (readTargets). */
export const presentMenu = (
  siteId: string,
  menu: Menu,
  found: ReadonlyMap<string, Record<string, unknown>>,
  view: MenuView,
) => {
  const items = presentItems(siteId, menu.items, found, view.subdomain);
  return {
    id: menu.id,
    url: `${view.base}/menus/${menu.id}`,
    slug: menu.slug,
    name: menu.name,
    items: view.publicOnly
      ? visibleItems(items, (item) => linkOf(item) === undefined || item.target?.published === true)
      : items,
    created_at: menu.created_at,
    updated_at: menu.updated_at,
  };
};
