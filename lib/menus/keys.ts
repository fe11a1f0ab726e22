import { sitePk } from '../db/keys.js';

/** What a menu item may link: the three kinds of target a delete must check for links. */
export type LinkKind = 'page' | 'blog' | 'entry';

/**
 * Keys of a site's menus, their slug claims and the link markers of what they link. Every partition
 * starts with the site id (sitePk), so another site's menu is simply absent.
 */
export const menuKeys = {
  /** A menu, in the site's MENU partition (listed by one Query). */
  menu: (siteId: string, menuId: string) => ({ pk: sitePk(siteId, 'MENU'), sk: menuId }),
  menuPartition: (siteId: string) => sitePk(siteId, 'MENU'),
  /** The slug claim: it holds a copy of the menu, so a menu named by slug is one GetItem. */
  menuSlug: (siteId: string, slug: string) => ({ pk: sitePk(siteId, 'MENU_SLUG'), sk: slug.toLowerCase() }),
  /**
   * The link marker of one target (a page, a blog or an entry): the set of menus linking it
   * (`menus`), kept by every menu write in its own transaction, so the target's delete checks one
   * item in its own transaction. An entry's target id is `<channel id>/<entry id>`.
   */
  link: (siteId: string, kind: LinkKind, targetId: string) => ({
    pk: sitePk(siteId, 'MENU_LINK'),
    sk: `${kind}#${targetId}`,
  }),
};
