import { setTimeout as sleep } from 'node:timers/promises';
import type { PageFields as DocumentFields } from './page-document.js';
import { GetCommand, QueryCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../db/client.js';
import { isId, newId, timestamp } from '../db/keys.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { queryList, type ListDeclaration } from '../db/list-query.js';
import { GSI1 } from '../db/table.js';
import { conflict, invalidField } from '../http/errors.js';
import { derivePath, isAtOrBelow, normalizeFullpath, rebasePath } from './fullpath.js';
import { pageEtag } from './page-etag.js';
import { concurrentChange, pageTooLarge, PathChangeError, StaleVersionError, tooManyChanges } from './page-errors.js';
import { ogImageGone, ogImageUses, withResolvedOgImage } from './page-files.js';
import { pageKeys } from './page-keys.js';

/**
 * A page's public document as stored (spec 2.2 without `url` and `public_url`, which depend on the
 * request's base address and the site's domain). Additional properties are strings.
 */
export type PageFields = Pick<DocumentFields, 'id' | 'created_at' | 'updated_at' | 'title' | 'slug' | 'parent' | 'fullpath' | 'parent_path' | 'depth'>;

export type PageDoc = PageFields & Record<string, unknown>;

/** A stored page: its document plus what the API keeps for concurrency and tree moves. */
export interface StoredPage {
  readonly doc: PageDoc;
  /** Bumped by every write that changes the page as clients see it; the ETag derives from it. */
  readonly version: number;
  /** Number of child pages: a page with children can't be deleted, and only then has a subtree to move. */
  readonly childCount: number;
  /** Bumped whenever a child is added or removed, so a move of the page can't miss a new child. */
  readonly childRev: number;
}

// The document lives in its own `doc` map rather than beside the keys: additional properties are
// client-chosen names, and none of them may ever shadow `pk`, `version` or another internal attribute.
const toStoredPage = (item: Record<string, unknown>): StoredPage => ({
  doc: item.doc as PageDoc,
  version: item.version as number,
  childCount: (item.child_count as number | undefined) ?? 0,
  childRev: (item.child_rev as number | undefined) ?? 0,
});

/** The strong ETag of a stored page. */
export const etagOf = (page: StoredPage): string => pageEtag(page.doc.id, page.version);

const MAX_TRANSACTION_ITEMS = 100;
const MAX_ATTEMPTS = 6;

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
/** What each item of a transaction is, so a cancellation reason can be told apart. */
type ItemRole = 'page' | 'claim' | 'other' | 'file';

interface Plan {
  readonly items: TransactItem[];
  readonly roles: ItemRole[];
}

type SendOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly failed: 'page'; readonly storedVersion: number | undefined }
  | { readonly ok: false; readonly failed: 'claim' | 'retry' };

interface CancellationReason { Code?: string; Item?: Record<string, unknown> }

/** A number attribute of an item from a cancellation reason, which the document client leaves marshalled. */
const numberAttribute = (item: Record<string, unknown> | undefined, name: string): number | undefined => {
  const value = item?.[name] as { N?: string } | number | undefined;
  if (typeof value === 'number') return value;
  return value?.N === undefined ? undefined : Number(value.N);
};

/** Sends a plan as one TransactWriteItems and sorts a cancellation by the item that refused. */
const sendPlan = async (plan: Plan): Promise<SendOutcome> => {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: plan.items }));
    return { ok: true };
  } catch (error) {
    const failure = error as { name?: string; message?: string; CancellationReasons?: CancellationReason[] };
    if (failure.name === 'ValidationException' && /item size/i.test(failure.message ?? '')) throw pageTooLarge(error);
    if (failure.name !== 'TransactionCanceledException') throw error;
    const reasons = failure.CancellationReasons ?? [];
    if (reasons.some((r) => r.Code === 'ValidationError')) throw pageTooLarge(error);
    const refused = (role: ItemRole) => reasons.findIndex((r, i) => plan.roles[i] === role && r.Code === 'ConditionalCheckFailed');
    if (refused('file') >= 0) throw ogImageGone();
    const page = refused('page');
    if (page >= 0) return { ok: false, failed: 'page', storedVersion: numberAttribute(reasons[page]?.Item, 'version') };
    if (refused('claim') >= 0) return { ok: false, failed: 'claim' };
    // TransactionConflict (another transaction held an item) or a neighbour that moved: try again.
    return { ok: false, failed: 'retry' };
  }
};

/** Jittered backoff between attempts of a cancelled transaction. */
const backoff = (attempt: number) => sleep(5 + Math.random() * 20 * 2 ** attempt);

const names = {
  '#doc': 'doc', '#version': 'version', '#childCount': 'child_count', '#childRev': 'child_rev', '#fullpath': 'fullpath',
};

const claimItem = (siteId: string, fullpath: string, pageId: string): TransactItem => ({
  Put: { TableName: TABLE_NAME, Item: { ...pageKeys.path(siteId, fullpath), pageId }, ConditionExpression: 'attribute_not_exists(pk)' },
});

const releaseClaim = (siteId: string, fullpath: string, pageId: string): TransactItem => ({
  Delete: {
    TableName: TABLE_NAME,
    Key: pageKeys.path(siteId, fullpath),
    ConditionExpression: 'pageId = :pageId',
    ExpressionAttributeValues: { ':pageId': pageId },
  },
});

/** Counts a child in or out of its parent; a new parent must still be at the path the child was placed under. */
const adjustChildren = (siteId: string, parentId: string, delta: 1 | -1, parentFullpath?: string): TransactItem => ({
  Update: {
    TableName: TABLE_NAME,
    Key: pageKeys.page(siteId, parentId),
    UpdateExpression: 'ADD #childCount :delta, #childRev :one',
    ConditionExpression: parentFullpath === undefined ? 'attribute_exists(pk)' : '#doc.#fullpath = :parentPath',
    ExpressionAttributeNames: parentFullpath === undefined
      ? { '#childCount': names['#childCount'], '#childRev': names['#childRev'] }
      : { '#childCount': names['#childCount'], '#childRev': names['#childRev'], '#doc': names['#doc'], '#fullpath': names['#fullpath'] },
    ExpressionAttributeValues: { ':delta': delta, ':one': 1, ...(parentFullpath !== undefined && { ':parentPath': parentFullpath }) },
  },
});

/** A page by id: one GetItem (strongly consistent, as every write reads before it conditions on the version). */
export const getPageById = async (siteId: string, pageId: string): Promise<StoredPage | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: pageKeys.page(siteId, pageId), ConsistentRead: true }));
  return Item && toStoredPage(Item);
};

/** The id of the page at a fullpath: one GetItem on its path claim (a blog's claim is not a page). */
export const pageIdAtPath = async (siteId: string, fullpath: string): Promise<string | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: pageKeys.path(siteId, fullpath), ConsistentRead: true }));
  return Item?.pageId as string | undefined;
};

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

export interface PageFilters {
  /** Exact fullpath. */
  readonly fullpath?: string;
  /** Fullpath prefix (a plain string prefix: `about` matches `about`, `about/team` and `aboutus`). */
  readonly fullpathStart?: string;
}

/** The page list's fields and orders: fullpath from GSI1 (the default), created_at from the PAGE partition (id order). */
const pageList = (siteId: string): ListDeclaration => {
  const byPath = pageKeys.pathIndex(siteId);
  const pk = pageKeys.page(siteId, '').pk;
  const path = (forward: boolean) => ({
    input: { TableName: TABLE_NAME, IndexName: GSI1, KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': byPath }, ScanIndexForward: forward },
    shape: { partition: ['gsi1pk', byPath] as const, keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] },
  });
  const created = (forward: boolean) => ({
    input: { TableName: TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ScanIndexForward: forward },
    shape: { partition: ['pk', pk] as const, keyAttributes: ['pk', 'sk'] },
  });
  const doc = (name: string) => (item: Record<string, unknown>) => (item.doc as Record<string, unknown> | undefined)?.[name];
  return {
    catalogue: [
      { name: 'fullpath', type: 'string', read: doc('fullpath') },
      { name: 'title', type: 'string', read: doc('title') },
      { name: 'slug', type: 'string', read: doc('slug') },
      { name: 'template', type: 'string', read: doc('template') },
      { name: 'published', type: 'boolean', read: doc('published') },
      { name: 'homepage', type: 'boolean', read: doc('homepage') },
      { name: 'parent', type: 'id', read: doc('parent') },
      { name: 'position', type: 'number', read: doc('position') },
      { name: 'created_at', type: 'datetime', read: doc('created_at') },
      { name: 'updated_at', type: 'datetime', read: doc('updated_at') },
    ],
    orders: { fullpath: path(true), '-fullpath': path(false), created_at: created(true), '-created_at': created(false) },
    idOf: (item) => doc('id')(item) as string,
  };
};

/**
 * A site's pages. With `where[…]` or `sort` it is a list query (queryList; `fullpath` and
 * `fullpath.start` then join the filters); without, the fullpath order and filters below.
 */
export const listPages = async (
  siteId: string, filters: PageFilters, page: PageRequest, params: Readonly<Record<string, string | undefined>> = {},
): Promise<Page<StoredPage>> => {
  if (Object.keys(params).some((name) => name === 'sort' || name.startsWith('where'))) {
    const merged = {
      ...params,
      ...(filters.fullpath !== undefined && { 'where[fullpath]': normalizeFullpath(filters.fullpath) }),
      ...(filters.fullpathStart !== undefined && { 'where[fullpath][prefix]': normalizeFullpath(filters.fullpathStart) }),
    };
    const result = await queryList(pageList(siteId), merged, page);
    return { ...result, items: result.items.map(toStoredPage) };
  }
  return listPagesByPath(siteId, filters, page);
};

/** A site's pages in fullpath order, optionally filtered by fullpath: one Query on the site's GSI1 PAGE_BY_PATH partition. */
const listPagesByPath = async (siteId: string, filters: PageFilters, page: PageRequest): Promise<Page<StoredPage>> => {
  const pk = pageKeys.pathIndex(siteId);
  const exact = filters.fullpath === undefined ? undefined : normalizeFullpath(filters.fullpath);
  const prefix = filters.fullpathStart === undefined ? undefined : normalizeFullpath(filters.fullpathStart);
  if (exact !== undefined && prefix !== undefined && !exact.startsWith(prefix)) return { items: [] };
  const condition = exact !== undefined ? { expression: 'gsi1pk = :pk AND gsi1sk = :path', path: exact }
    : prefix ? { expression: 'gsi1pk = :pk AND begins_with(gsi1sk, :path)', path: prefix }
    : { expression: 'gsi1pk = :pk', path: undefined };
  const result = await queryPage({
    TableName: TABLE_NAME,
    IndexName: GSI1,
    KeyConditionExpression: condition.expression,
    ExpressionAttributeValues: { ':pk': pk, ...(condition.path !== undefined && { ':path': condition.path }) },
  }, page, { partition: ['gsi1pk', pk], keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] });
  return { ...result, items: result.items.map(toStoredPage) };
};

/** Every page below `fullpath`: Queries on the GSI1 PAGE_BY_PATH partition (only for a page that has children). */
const listDescendants = async (siteId: string, fullpath: string): Promise<StoredPage[]> => {
  const pages: StoredPage[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(new QueryCommand({
      TableName: TABLE_NAME,
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pageKeys.pathIndex(siteId), ':prefix': `${fullpath}/` },
      ExclusiveStartKey: start,
    }));
    pages.push(...(out.Items ?? []).map(toStoredPage));
    start = out.LastEvaluatedKey;
  } while (start && pages.length <= MAX_TRANSACTION_ITEMS);
  return pages;
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
export type NewPage = Omit<PageFields, 'id' | 'created_at' | 'updated_at' | 'fullpath' | 'parent_path' | 'depth'> & Record<string, unknown>;

/**
 * Creates a page (spec 2.2): reads the parent when there is one (one GetItem), then one
 * transaction puts the page, claims its fullpath (409 `fullpath_taken` on a clash) and counts it
 * in its parent, conditioned on the parent still being where it was read.
 */
export const createPage = async (siteId: string, input: NewPage): Promise<StoredPage> => {
  const fields = await withResolvedOgImage(siteId, input);
  const at = new Date();
  const now = timestamp(at);
  const parentId = fields.parent;
  const base = { id: newId(at), created_at: now, updated_at: now, ...fields };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const parent = parentId === null ? undefined : await getPageById(siteId, parentId);
    if (parentId !== null && !parent) throw invalidField('parent', 'There is no page with this id', 'not_found');
    const doc: PageDoc = { ...base, ...derivePath(parent?.doc.fullpath, base.slug) };
    const items: TransactItem[] = [
      { Put: { TableName: TABLE_NAME, Item: pageItem(siteId, doc), ConditionExpression: 'attribute_not_exists(pk)' } },
      claimItem(siteId, doc.fullpath, doc.id),
    ];
    const roles: ItemRole[] = ['other', 'claim'];
    if (parent) {
      items.push(adjustChildren(siteId, parent.doc.id, 1, parent.doc.fullpath));
      roles.push('other');
    }
    for (const use of ogImageUses(siteId, doc.id, undefined, doc.og_image)) { items.push(use); roles.push('file'); }
    const outcome = await sendPlan({ items, roles });
    if (outcome.ok) return toStoredPage(pageItem(siteId, doc));
    if (outcome.failed === 'claim') throw conflict('fullpath_taken', `Another page or a blog already has the path ${doc.fullpath}`, { details: { fullpath: doc.fullpath } });
    await backoff(attempt);
  }
  throw concurrentChange();
};

/**
 * Plans the write of `next` over `current`. Without a slug or parent change: one Update of the
 * page conditioned on its version. With one: the parent is read (one GetItem), the fullpath claim
 * moves, both parents' child counts change and, for a page with children, every page below it
 * is rewritten (one Query for the subtree) — all in the same transaction.
 */
const planSave = async (siteId: string, current: StoredPage, next: PageDoc, now: string): Promise<{ plan: Plan; saved: StoredPage }> => {
  const old = current.doc;
  const doc: PageDoc = { ...next, id: old.id, created_at: old.created_at, updated_at: now, fullpath: old.fullpath, parent_path: old.parent_path, depth: old.depth };
  const reparented = next.parent !== old.parent;
  const moved = reparented || next.slug !== old.slug;
  let parent: StoredPage | undefined;
  if (reparented && next.parent !== null) {
    parent = await getPageById(siteId, next.parent);
    if (!parent) throw new PathChangeError('parent_not_found', `There is no page ${next.parent} to be the parent`);
    if (isAtOrBelow(parent.doc.fullpath, old.fullpath)) {
      throw new PathChangeError('parent_cycle', 'A page can\'t be moved below itself or one of its own descendants');
    }
  }
  // A renamed page under the same parent derives its path from the parent_path it has: a move of
  // the parent would have rewritten this page too and so failed the version condition.
  if (moved) Object.assign(doc, derivePath(reparented ? parent?.doc.fullpath : old.parent_path || undefined, doc.slug));

  const items: TransactItem[] = [{
    Update: {
      TableName: TABLE_NAME,
      Key: pageKeys.page(siteId, old.id),
      UpdateExpression: 'SET #doc = :doc, #version = :nextVersion, gsi1sk = :fullpath',
      // A move also needs the children it saw to be all there are.
      ConditionExpression: moved ? '#version = :version AND #childRev = :childRev' : '#version = :version',
      ExpressionAttributeNames: moved ? { '#doc': 'doc', '#version': 'version', '#childRev': 'child_rev' } : { '#doc': 'doc', '#version': 'version' },
      ExpressionAttributeValues: {
        ':doc': doc, ':nextVersion': current.version + 1, ':version': current.version, ':fullpath': doc.fullpath,
        ...(moved && { ':childRev': current.childRev }),
      },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  }];
  const roles: ItemRole[] = ['page'];
  const add = (role: ItemRole, ...more: TransactItem[]) => { for (const item of more) { items.push(item); roles.push(role); } };
  add('file', ...ogImageUses(siteId, old.id, old.og_image, doc.og_image));

  if (moved && doc.fullpath !== old.fullpath) {
    add('other', releaseClaim(siteId, old.fullpath, old.id));
    add('claim', claimItem(siteId, doc.fullpath, old.id));
  }
  if (reparented) {
    if (old.parent !== null) add('other', adjustChildren(siteId, old.parent, -1));
    if (parent) add('other', adjustChildren(siteId, parent.doc.id, 1, parent.doc.fullpath));
  }
  if (moved && doc.fullpath !== old.fullpath && current.childCount > 0) {
    const descendants = await listDescendants(siteId, old.fullpath);
    // Each descendant costs three items; refuse before rewriting part of a subtree.
    const total = items.length + 3 * descendants.length;
    if (total > MAX_TRANSACTION_ITEMS) throw tooManyChanges(total, MAX_TRANSACTION_ITEMS);
    for (const page of descendants) {
      const fullpath = rebasePath(page.doc.fullpath, old.fullpath, doc.fullpath);
      const derived = derivePath(fullpath.slice(0, fullpath.lastIndexOf('/')), page.doc.slug);
      add('other', {
        Update: {
          TableName: TABLE_NAME,
          Key: pageKeys.page(siteId, page.doc.id),
          UpdateExpression: 'SET #doc.#fullpath = :fullpath, #doc.#parentPath = :parentPath, #doc.#depth = :depth, #doc.#updatedAt = :now, gsi1sk = :fullpath ADD #version :one',
          // Still where the subtree query saw it, with no child added or removed since.
          ConditionExpression: '#doc.#fullpath = :oldPath AND #childRev = :childRev',
          ExpressionAttributeNames: {
            '#doc': 'doc', '#fullpath': 'fullpath', '#parentPath': 'parent_path', '#depth': 'depth', '#updatedAt': 'updated_at',
            '#version': 'version', '#childRev': 'child_rev',
          },
          ExpressionAttributeValues: {
            ':fullpath': derived.fullpath, ':parentPath': derived.parent_path, ':depth': derived.depth, ':now': now,
            ':one': 1, ':oldPath': page.doc.fullpath, ':childRev': page.childRev,
          },
        },
      });
      add('other', releaseClaim(siteId, page.doc.fullpath, page.doc.id));
      add('claim', claimItem(siteId, derived.fullpath, page.doc.id));
    }
  }
  if (items.length > MAX_TRANSACTION_ITEMS) throw tooManyChanges(items.length, MAX_TRANSACTION_ITEMS);
  return { plan: { items, roles }, saved: { ...current, doc, version: current.version + 1 } };
};

/**
 * Saves `next` as the new document of `stored`, in one TransactWriteItems conditioned on the
 * version that was read. Throws {@link StaleVersionError} when the page changed (or went) since,
 * {@link PathChangeError} when a slug or parent change can't be made, and `too_many_changes` when
 * the move would exceed a transaction. Transaction conflicts with other writers are retried.
 */
export const savePage = async (siteId: string, stored: StoredPage, wanted: PageDoc): Promise<StoredPage> => {
  const next = await withResolvedOgImage(siteId, wanted);
  let current = stored;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const { plan, saved } = await planSave(siteId, current, next, timestamp());
    const outcome = await sendPlan(plan);
    if (outcome.ok) return saved;
    if (outcome.failed === 'claim') {
      throw new PathChangeError('fullpath_taken', `Another page or a blog already has the path ${saved.doc.fullpath}`);
    }
    if (outcome.failed === 'page') {
      // The refused item comes back with the cancellation; read it only when it did not.
      if (outcome.storedVersion !== undefined && outcome.storedVersion !== stored.version) throw new StaleVersionError(outcome.storedVersion);
      // Same version: a move found a child added or removed meanwhile; read the counts again.
      const fresh = await getPageById(siteId, stored.doc.id);
      if (!fresh || fresh.version !== stored.version) throw new StaleVersionError(fresh?.version);
      current = fresh;
    }
    await backoff(attempt);
  }
  throw concurrentChange();
};

/**
 * Deletes a page that has no children (409 `page_has_children` otherwise): one transaction removes
 * the page and its path claim and uncounts it from its parent, conditioned on the version read.
 * Throws {@link StaleVersionError} when the page changed since and `expectedVersion` was given.
 */
export const deletePage = async (siteId: string, stored: StoredPage, expectedVersion?: number): Promise<void> => {
  let current = stored;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    if (current.childCount > 0) throw conflict('page_has_children', 'The page has child pages: delete or move them first');
    const { doc } = current;
    const items: TransactItem[] = [
      {
        Delete: {
          TableName: TABLE_NAME,
          Key: pageKeys.page(siteId, doc.id),
          ConditionExpression: '#version = :version AND #childCount = :zero',
          ExpressionAttributeNames: { '#version': 'version', '#childCount': 'child_count' },
          ExpressionAttributeValues: { ':version': current.version, ':zero': 0 },
        },
      },
      releaseClaim(siteId, doc.fullpath, doc.id),
    ];
    const roles: ItemRole[] = ['page', 'other'];
    if (doc.parent !== null) { items.push(adjustChildren(siteId, doc.parent, -1)); roles.push('other'); }
    for (const release of ogImageUses(siteId, doc.id, doc.og_image, undefined)) { items.push(release); roles.push('other'); }
    const outcome = await sendPlan({ items, roles });
    if (outcome.ok) return;
    if (outcome.failed === 'page') {
      const fresh = await getPageById(siteId, doc.id);
      if (!fresh) throw new StaleVersionError(undefined);
      if (expectedVersion !== undefined && fresh.version !== expectedVersion) throw new StaleVersionError(fresh.version);
      current = fresh;
    }
    await backoff(attempt);
  }
  throw concurrentChange();
};
