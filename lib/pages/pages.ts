import { TABLE_NAME } from '../db/client.js';
import { getRecordById } from '../db/entity.js';
import { isId, newId, timestamp } from '../db/keys.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { labelled, MAX_TRANSACTION_ITEMS, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { conflict, invalidField } from '../http/errors.js';
import { derivePath, isAtOrBelow, normalizeFullpath, rebasePath } from './fullpath.js';
import { PathChangeError, StaleVersionError, tooManyChanges } from './page-errors.js';
import { ogImageGone, ogImageUses, withResolvedOgImage } from './page-files.js';
import { pageKeys } from './keys.js';
import { menuLinkCheck, menuLinksConflict } from '../menus/menu-links.js';
import { movedPageRedirect } from '../redirects/redirect-item.js';
import { pagesBelow } from './page-list.js';
import { claimPath, countChild, releasePath, returnedVersion, sendPageTransaction } from './page-transactions.js';
import { pagePaths, pages, toStoredPage, type PageDoc, type PageFields, type StoredPage } from './stored-page.js';

/** How page writes retry a transaction that collided with another writer: tries in all, and the jittered backoff's base. */
const RETRY = { attempts: 6, backoffMs: 10 } as const;

/** A page by id: one GetItem (strongly consistent, as every write reads before it conditions on the version). */
export const getPageById = (siteId: string, pageId: string): Promise<StoredPage | undefined> =>
  getRecordById(pages, siteId, pageId);

/** The id of the page at a fullpath: one GetItem on its path claim (a blog's claim is not a page). */
export const pageIdAtPath = async (siteId: string, fullpath: string): Promise<string | undefined> =>
  (await getRecordById(pagePaths, siteId, fullpath))?.pageId;

/**
 * A page by id (one GetItem) or by fullpath (two: the path claim, then the page). A root page
 * whose slug happens to look like an id is still found, through its path, when no page has that id.
 */
export const findPage = async (siteId: string, ref: string): Promise<StoredPage | undefined> => {
  if (isId(ref)) {
    const page = await getPageById(siteId, ref);
    if (page) return page;
  }
  const fullpath = normalizeFullpath(ref);
  if (!fullpath) return undefined;
  const pageId = await pageIdAtPath(siteId, fullpath);
  return pageId === undefined ? undefined : getPageById(siteId, pageId);
};

/** The item of a page as it is put on creation. */
const pageItem = (siteId: string, doc: PageDoc) => ({
  ...pageKeys.page(siteId, doc.id),
  gsi1pk: pageKeys.pathIndex(siteId),
  gsi1sk: doc.fullpath,
  version: 1,
  child_count: 0,
  child_rev: 0,
  doc,
});

/** What a new page is made of: everything but what the API assigns (id, timestamps) and derives (path fields). */
export type NewPage = Omit<PageFields, 'id' | 'created_at' | 'updated_at' | 'fullpath' | 'parent_path' | 'depth'> &
  Record<string, unknown>;

const fullpathTaken = (fullpath: string) => `Another page or a blog already has the path ${fullpath}`;

/**
 * Creates a page: reads the parent when there is one (one GetItem), then one
 * transaction puts the page, claims its fullpath (409 `fullpath_taken` on a clash) and counts it
 * in its parent, conditioned on the parent still being where it was read (else read again).
 */
export const createPage = async (siteId: string, input: NewPage): Promise<StoredPage> => {
  const fields = await withResolvedOgImage(siteId, input);
  const at = new Date();
  const now = timestamp(at);
  const parentId = fields.parent;
  const base = { id: newId(at), created_at: now, updated_at: now, ...fields };
  return withOptimisticRetry(async () => {
    const parent = parentId === null ? undefined : await getPageById(siteId, parentId);
    if (parentId !== null && !parent) throw invalidField('parent', 'There is no page with this id', 'not_found');
    const doc: PageDoc = { ...base, ...derivePath(parent?.doc.fullpath, base.slug) };
    const items: TransactionItem[] = [
      labelled('page', {
        Put: { TableName: TABLE_NAME, Item: pageItem(siteId, doc), ConditionExpression: 'attribute_not_exists(pk)' },
      }),
      claimPath(siteId, doc.fullpath, doc.id),
      ...(parent ? [countChild(siteId, parent.doc.id, 1, parent.doc.fullpath)] : []),
      ...ogImageUses(siteId, doc.id, undefined, doc.og_image),
    ];
    try {
      await sendPageTransaction(items);
      return toStoredPage(pageItem(siteId, doc));
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
      if (error.refused('upload')) throw ogImageGone();
      if (error.refused('claim'))
        throw conflict('fullpath_taken', fullpathTaken(doc.fullpath), { details: { fullpath: doc.fullpath } });
      throw new StaleRead('the parent moved meanwhile', { cause: error });
    }
  }, RETRY);
};

/**
 * Plans the write of `next` over `current`. Without a slug or parent change: one Update of the
 * page conditioned on its version. With one: the parent is read (one GetItem), the fullpath claim
 * moves, both parents' child counts change and, for a page with children, every page below it
 * is rewritten (one Query for the subtree) — all in the same transaction.
 */
const planSave = async (
  siteId: string,
  current: StoredPage,
  next: PageDoc,
  now: string,
  options: SaveOptions,
): Promise<{ items: TransactionItem[]; saved: StoredPage }> => {
  // A moved page's old path becomes a 301 to its new one (in place of the plain release), unless asked not to.
  const leave = (from: string, to: string, pageId: string) =>
    options.redirect ? movedPageRedirect(siteId, from, to, pageId, now) : releasePath(siteId, from, pageId);
  const old = current.doc;
  const doc: PageDoc = {
    ...next,
    id: old.id,
    created_at: old.created_at,
    updated_at: now,
    fullpath: old.fullpath,
    parent_path: old.parent_path,
    depth: old.depth,
  };
  const reparented = next.parent !== old.parent;
  const moved = reparented || next.slug !== old.slug;
  let parent: StoredPage | undefined;
  if (reparented && next.parent !== null) {
    parent = await getPageById(siteId, next.parent);
    if (!parent) throw new PathChangeError('parent_not_found', `There is no page ${next.parent} to be the parent`);
    if (isAtOrBelow(parent.doc.fullpath, old.fullpath)) {
      throw new PathChangeError('parent_cycle', "A page can't be moved below itself or one of its own descendants");
    }
  }
  // A renamed page under the same parent derives its path from the parent_path it has: a move of
  // the parent would have rewritten this page too and so failed the version condition.
  if (moved) Object.assign(doc, derivePath(reparented ? parent?.doc.fullpath : old.parent_path || undefined, doc.slug));

  const items: TransactionItem[] = [
    labelled('page', {
      Update: {
        TableName: TABLE_NAME,
        Key: pageKeys.page(siteId, old.id),
        UpdateExpression: 'SET #doc = :doc, #version = :nextVersion, gsi1sk = :fullpath',
        // A move also needs the children it saw to be all there are.
        ConditionExpression: moved ? '#version = :version AND #childRev = :childRev' : '#version = :version',
        ExpressionAttributeNames: moved
          ? { '#doc': 'doc', '#version': 'version', '#childRev': 'child_rev' }
          : { '#doc': 'doc', '#version': 'version' },
        ExpressionAttributeValues: {
          ':doc': doc,
          ':nextVersion': current.version + 1,
          ':version': current.version,
          ':fullpath': doc.fullpath,
          ...(moved && { ':childRev': current.childRev }),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    }),
    ...ogImageUses(siteId, old.id, old.og_image, doc.og_image),
  ];

  if (moved && doc.fullpath !== old.fullpath)
    items.push(leave(old.fullpath, doc.fullpath, old.id), claimPath(siteId, doc.fullpath, old.id));
  if (reparented) {
    if (old.parent !== null) items.push(countChild(siteId, old.parent, -1));
    if (parent) items.push(countChild(siteId, parent.doc.id, 1, parent.doc.fullpath));
  }
  if (moved && doc.fullpath !== old.fullpath && current.childCount > 0) {
    const descendants = await pagesBelow(siteId, old.fullpath);
    // Each descendant costs three items; refuse before rewriting part of a subtree.
    const total = items.length + 3 * descendants.length;
    if (total > MAX_TRANSACTION_ITEMS) throw tooManyChanges(total, MAX_TRANSACTION_ITEMS);
    for (const page of descendants) {
      const fullpath = rebasePath(page.doc.fullpath, old.fullpath, doc.fullpath);
      const derived = derivePath(fullpath.slice(0, fullpath.lastIndexOf('/')), page.doc.slug);
      items.push(
        labelled(`descendant:${page.doc.id}`, {
          Update: {
            TableName: TABLE_NAME,
            Key: pageKeys.page(siteId, page.doc.id),
            UpdateExpression:
              'SET #doc.#fullpath = :fullpath, #doc.#parentPath = :parentPath, #doc.#depth = :depth, #doc.#updatedAt = :now, gsi1sk = :fullpath ADD #version :one',
            // Still where the subtree query saw it, with no child added or removed since.
            ConditionExpression: '#doc.#fullpath = :oldPath AND #childRev = :childRev',
            ExpressionAttributeNames: {
              '#doc': 'doc',
              '#fullpath': 'fullpath',
              '#parentPath': 'parent_path',
              '#depth': 'depth',
              '#updatedAt': 'updated_at',
              '#version': 'version',
              '#childRev': 'child_rev',
            },
            ExpressionAttributeValues: {
              ':fullpath': derived.fullpath,
              ':parentPath': derived.parent_path,
              ':depth': derived.depth,
              ':now': now,
              ':one': 1,
              ':oldPath': page.doc.fullpath,
              ':childRev': page.childRev,
            },
          },
        }),
        leave(page.doc.fullpath, derived.fullpath, page.doc.id),
        claimPath(siteId, derived.fullpath, page.doc.id),
      );
    }
  }
  if (items.length > MAX_TRANSACTION_ITEMS) throw tooManyChanges(items.length, MAX_TRANSACTION_ITEMS);
  return { items, saved: { ...current, doc, version: current.version + 1 } };
};

/** How a save treats a move: `redirect` (the default) leaves a 301 on every old path it frees. */
export interface SaveOptions {
  readonly redirect: boolean;
}

/**
 * Saves `next` as the new document of `stored`, in one TransactWriteItems conditioned on the
 * version that was read. Throws {@link StaleVersionError} when the page changed (or went) since,
 * {@link PathChangeError} when a slug or parent change can't be made, and `too_many_changes` when
 * the move would exceed a transaction. Collisions with other writers (a transaction conflict, a
 * neighbour or child that moved) are read again and retried.
 */
export const savePage = async (
  siteId: string,
  stored: StoredPage,
  wanted: PageDoc,
  options: SaveOptions = { redirect: true },
): Promise<StoredPage> => {
  const next = await withResolvedOgImage(siteId, wanted, stored.doc);
  let current = stored;
  return withOptimisticRetry(async () => {
    const { items, saved } = await planSave(siteId, current, next, timestamp(), options);
    try {
      await sendPageTransaction(items);
      return saved;
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
      if (error.refused('upload')) throw ogImageGone();
      if (error.refused('page')) {
        // The refused page comes back with the cancellation; read it only when it did not.
        const version = returnedVersion(error.oldItems.get('page'));
        if (version !== undefined && version !== stored.version) throw new StaleVersionError(version);
        // Same version: a move found a child added or removed meanwhile; read the counts again.
        const fresh = await getPageById(siteId, stored.doc.id);
        if (!fresh || fresh.version !== stored.version) throw new StaleVersionError(fresh?.version);
        current = fresh;
        throw new StaleRead('a child of the page was added or removed meanwhile', { cause: error });
      }
      if (error.refused('claim')) throw new PathChangeError('fullpath_taken', fullpathTaken(saved.doc.fullpath));
      throw new StaleRead('a parent or descendant moved meanwhile', { cause: error });
    }
  }, RETRY);
};

/**
 * Deletes a page that has no children (409 `page_has_children` otherwise): one transaction removes
 * the page and its path claim and uncounts it from its parent, conditioned on the version read.
 * Throws {@link StaleVersionError} when the page changed since and `expectedVersion` was given.
 */
export const deletePage = async (siteId: string, stored: StoredPage, expectedVersion?: number): Promise<void> => {
  let current = stored;
  return withOptimisticRetry(async () => {
    if (current.childCount > 0)
      throw conflict('page_has_children', 'The page has child pages: delete or move them first');
    const { doc } = current;
    const items: TransactionItem[] = [
      labelled('page', {
        Delete: {
          TableName: TABLE_NAME,
          Key: pageKeys.page(siteId, doc.id),
          ConditionExpression: '#version = :version AND #childCount = :zero',
          ExpressionAttributeNames: { '#version': 'version', '#childCount': 'child_count' },
          ExpressionAttributeValues: { ':version': current.version, ':zero': 0 },
        },
      }),
      releasePath(siteId, doc.fullpath, doc.id),
      ...(doc.parent !== null ? [countChild(siteId, doc.parent, -1)] : []),
      ...ogImageUses(siteId, doc.id, doc.og_image, undefined),
      // A page a menu links stays until the menu no longer does (409 in_use naming the menu).
      menuLinkCheck(siteId, 'page', doc.id),
    ];
    try {
      await sendPageTransaction(items);
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
      const linked = await menuLinksConflict(siteId, 'page', doc.id, error);
      if (linked) throw linked;
      if (error.refused('page')) {
        const fresh = await getPageById(siteId, doc.id);
        if (!fresh) throw new StaleVersionError(undefined);
        if (expectedVersion !== undefined && fresh.version !== expectedVersion)
          throw new StaleVersionError(fresh.version);
        current = fresh;
      }
      throw new StaleRead('the page or its parent changed meanwhile', { cause: error });
    }
  }, RETRY);
};
