import { slugFrom } from '../commerce/slug.js';
import { batchGet, type ItemKey, keyId } from '../db/batch-get.js';
import { type Entity, getRecord, listRecords, removeRecord, saveRecord, createRecord } from '../db/entity.js';
import { isId, newId, timestamp } from '../db/keys.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import type { Page, PageRequest } from '../db/pagination.js';
import { recordOf } from '../db/record.js';
import { MAX_TRANSACTION_ITEMS } from '../db/transaction.js';
import { ApiError, conflict, type FieldError, invalidField, notFound, unprocessable } from '../http/errors.js';
import { type LinkKind, menuKeys } from './keys.js';
import { linkUpdates } from './menu-links.js';
import { menuChanged, menuIfMatch } from './menu-etag.js';
import type { Menu, MenuItem } from './menu-record.js';
import { itemIds, linkChanges, linkingItems, type ParsedItem, parseItems, storedItems } from './menu-rules.js';
import { channelReadKey, resolveTarget, targetReadKey, targetWriteKeys } from './menu-targets.js';
import { RESERVED_MENU_SLUGS, type CreateMenu, type UpdateMenu } from './schemas.js';

export type { Menu } from './menu-record.js';

/**
 * A menu and its slug claim, which holds a copy of the menu (a read by slug is one GetItem). Every
 * write carries the link markers of the targets it adds or drops (menu-links.ts) in its one
 * transaction, so a linked page, blog or entry cannot be deleted meanwhile.
 */
export const menus: Entity<Menu> = {
  name: 'Menu',
  key: menuKeys.menu,
  version: 'version',
  claim: {
    value: (menu) => menu.slug,
    key: menuKeys.menuSlug,
    owner: 'menu_id',
    copy: 'menu',
    taken: (menu) => conflict('slug_taken', `Another menu of this site already uses the slug ${menu.slug}`),
  },
  list: { partition: menuKeys.menuPartition },
  related: (siteId, current, next) =>
    linkUpdates(siteId, ((next ?? current) as Menu).id, linkChanges(current?.items ?? [], next?.items ?? [])),
};

const toMenu = /* @__PURE__ */ recordOf<Menu>();

/** A menu by id or slug: one GetItem. */
export const getMenu = (siteId: string, idOrSlug: string): Promise<Menu | undefined> =>
  getRecord(menus, siteId, idOrSlug);

/** A page of a site's menus, oldest first: one Query on its MENU partition. */
export const listMenus = (siteId: string, page: PageRequest): Promise<Page<Menu>> => listRecords(menus, siteId, page);

const reservedSlug = (slug: string) => {
  if (RESERVED_MENU_SLUGS.includes(slug)) throw invalidField('slug', 'is reserved', 'reserved');
  return slug;
};

/** Parses a tree as sent: 422 naming every failing item's path. */
const parsed = (raw: readonly unknown[], known: ReadonlySet<string>): ParsedItem[] => {
  const { items, errors } = parseItems(raw, known, () => newId());
  if (errors.length) throw unprocessable(errors);
  return items;
};

/** The keys that resolve a tree's targets: 422 for a target that can name none. */
const targetKeys = (siteId: string, items: readonly ParsedItem[]): ItemKey[] => {
  const { keys, errors } = targetWriteKeys(siteId, linkingItems(items));
  if (errors.length) throw unprocessable(errors);
  return keys;
};

/** The stored tree, each target by the id found for it: 422 `not_found` naming each missing one. */
const resolvedTree = (
  siteId: string,
  items: readonly ParsedItem[],
  found: ReadonlyMap<string, Record<string, unknown>>,
  seen: Map<string, Record<string, unknown>>,
) => {
  const errors: FieldError[] = [];
  const tree = storedItems(items, (item) => {
    const result = resolveTarget(siteId, item, found);
    if ('error' in result) {
      errors.push(result.error);
      return null;
    }
    const { target } = result;
    const id = typeof target === 'string' ? target : `${target.channel}/${target.entry}`;
    const link = { kind: item.kind as LinkKind, id };
    if (result.item) seen.set(keyId(targetReadKey(siteId, link)), result.item);
    const channel = item.kind === 'entry' ? found.get(keyId(channelReadKey(siteId, link))) : undefined;
    if (channel) seen.set(keyId(channelReadKey(siteId, link)), channel);
    return result.target;
  });
  if (errors.length) throw unprocessable(errors);
  return tree;
};

/** A menu written, with the targets its write read in full (keyed as readTargets keys them), so its answer reads only the rest. */
export interface WrittenMenu {
  readonly menu: Menu;
  readonly seen: ReadonlyMap<string, Record<string, unknown>>;
}

/**
 * The write must fit one transaction: the menu, its claim moved (two items) and one marker per
 * target linked or unlinked. Swapping most of 95 targets at once can exceed it: 422, to be done
 * in two writes.
 */
const assertFits = (current: Menu | undefined, next: Menu) => {
  const { added, removed } = linkChanges(current?.items ?? [], next.items);
  if (3 + added.length + removed.length > MAX_TRANSACTION_ITEMS)
    throw new ApiError(
      422,
      'too_many_changes',
      `This change links or unlinks ${added.length + removed.length} pages, blogs and entries at once; at most ${MAX_TRANSACTION_ITEMS - 3} fit one write: change the items in two steps`,
    );
};

/**
 * Creates a menu: one BatchGetItem resolving its targets (none without links), then one
 * TransactWriteItems (menu, slug claim, link markers; 409 slug_taken).
 */
export const createMenu = async (siteId: string, input: CreateMenu): Promise<WrittenMenu> => {
  const slug = reservedSlug(slugFrom(input.slug, input.name));
  const items = parsed(input.items ?? [], new Set());
  const keys = targetKeys(siteId, items);
  const found = keys.length ? await batchGet(keys) : new Map();
  const seen = new Map<string, Record<string, unknown>>();
  const at = new Date();
  const now = timestamp(at);
  const menu: Menu = {
    id: newId(at),
    slug,
    name: input.name,
    items: resolvedTree(siteId, items, found, seen),
    created_at: now,
    updated_at: now,
    version: 1,
  };
  assertFits(undefined, menu);
  return { menu: await createRecord(menus, siteId, menu), seen };
};

/** The menu a write names, from the write's BatchGetItem: by id its item, by slug the claim's copy. */
const menuKeyOf = (siteId: string, ref: string) =>
  isId(ref) ? menuKeys.menu(siteId, ref) : menuKeys.menuSlug(siteId, ref);
const menuFound = (found: ReadonlyMap<string, Record<string, unknown>>, key: ItemKey, byId: boolean) => {
  const item = found.get(keyId(key));
  if (!item) return undefined;
  return byId ? toMenu(item) : (item.menu as Menu | undefined);
};

/** True when the client pinned a version (a real entity tag, not `*`): a concurrent change is then a 412, not a retry. */
const pinsVersion = (ifMatch: string | undefined) => ifMatch !== undefined && ifMatch.trim() !== '*';

/**
 * PUT or PATCH: changes the fields given (`items` replaces the tree, keeping the ids sent back).
 * One BatchGetItem reads the menu with every target the new tree names, then one
 * TransactWriteItems writes it with its claim and the link markers that change. If-Match is
 * checked against the menu's version (412); without it a concurrent change is merged again.
 */
export const updateMenu = (
  siteId: string,
  ref: string,
  patch: UpdateMenu,
  ifMatch: string | undefined,
): Promise<WrittenMenu> =>
  withOptimisticRetry(async () => {
    const draft = patch.items === undefined ? undefined : parsed(patch.items, new Set());
    const menuKey = menuKeyOf(siteId, ref);
    const found = await batchGet([menuKey, ...(draft ? targetKeys(siteId, draft) : [])]);
    const current = menuFound(found, menuKey, isId(ref));
    if (!current) throw notFound('Menu');
    if (ifMatch !== undefined && !menuIfMatch(ifMatch, current)) throw menuChanged();
    const seen = new Map<string, Record<string, unknown>>();
    const items: readonly MenuItem[] =
      patch.items === undefined
        ? current.items
        : resolvedTree(siteId, parsed(patch.items, itemIds(current.items)), found, seen);
    const next: Menu = {
      ...current,
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.slug !== undefined && { slug: reservedSlug(patch.slug) }),
      items,
      updated_at: timestamp(),
      version: current.version + 1,
    };
    assertFits(current, next);
    try {
      await saveRecord(menus, siteId, current, next);
    } catch (error) {
      if (error instanceof StaleRead && pinsVersion(ifMatch)) throw menuChanged();
      throw error;
    }
    return { menu: next, seen };
  });

/**
 * Deletes a menu with its slug claim, and takes it out of the link markers of what it linked: the
 * read, then one TransactWriteItems. False when it does not exist.
 */
export const deleteMenu = async (siteId: string, ref: string, ifMatch: string | undefined): Promise<boolean> =>
  (await removeRecord(menus, siteId, ref, {
    before: (current) => {
      if (ifMatch !== undefined && !menuIfMatch(ifMatch, current)) throw menuChanged();
    },
  })) !== undefined;
