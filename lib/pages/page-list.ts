import { TABLE_NAME } from '../db/client.js';
import { countItems, countList } from '../db/count.js';
import { idOrderedPartition, queryList, type ListDeclaration } from '../db/list-query.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { queryAll } from '../db/query-all.js';
import { GSI1 } from '../db/table.js';
import { MAX_TRANSACTION_ITEMS } from '../db/transaction.js';
import { normalizeFullpath } from './fullpath.js';
import { pageKeys } from './keys.js';
import { toStoredPage, type StoredPage } from './stored-page.js';

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
    input: {
      TableName: TABLE_NAME,
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': byPath },
      ScanIndexForward: forward,
    },
    shape: { partition: ['gsi1pk', byPath] as const, keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] },
  });
  const doc = (name: string) => (item: Record<string, unknown>) =>
    (item.doc as Record<string, unknown> | undefined)?.[name];
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
    orders: {
      fullpath: path(true),
      '-fullpath': path(false),
      ...idOrderedPartition(pk),
    },
    idOf: (item) => doc('id')(item) as string,
  };
};

/**
 * A site's pages. With `where[…]` or `sort` it is a list query (queryList; `fullpath` and
 * `fullpath.start` then join the filters); without, the fullpath order and filters below.
 */
export const listPages = async (
  siteId: string,
  filters: PageFilters,
  page: PageRequest,
  params: Readonly<Record<string, string | undefined>> = {},
): Promise<Page<StoredPage>> => {
  if (isListQuery(params)) {
    const result = await queryList(pageList(siteId), pageListParams(filters, params), page);
    return { ...result, items: result.items.map(toStoredPage) };
  }
  return listPagesByPath(siteId, filters, page);
};

/**
 * How many pages the list holds for the same parameters: a COUNT Query of the same fullpath range
 * on GSI1 (an exact fullpath: at most one), or with `where[…]` the pages read and counted in code.
 */
export const countPages = async (
  siteId: string,
  filters: PageFilters,
  params: Readonly<Record<string, string | undefined>> = {},
): Promise<number> => {
  if (isListQuery(params)) return countList(pageList(siteId), pageListParams(filters, params));
  const input = pagesByPathQuery(siteId, filters);
  return input ? countItems({ input }) : 0;
};

const isListQuery = (params: Readonly<Record<string, string | undefined>>) =>
  Object.keys(params).some((name) => name === 'sort' || name.startsWith('where'));

/** The list query of the request: `fullpath` and `fullpath.start` join the `where` filters. */
const pageListParams = (filters: PageFilters, params: Readonly<Record<string, string | undefined>>) => ({
  ...params,
  ...(filters.fullpath !== undefined && { 'where[fullpath]': normalizeFullpath(filters.fullpath) }),
  ...(filters.fullpathStart !== undefined && {
    'where[fullpath][prefix]': normalizeFullpath(filters.fullpathStart),
  }),
});

/** The Query of the pages in fullpath order that match an exact fullpath or prefix; undefined when none can. */
const pagesByPathQuery = (siteId: string, filters: PageFilters) => {
  const pk = pageKeys.pathIndex(siteId);
  const exact = filters.fullpath === undefined ? undefined : normalizeFullpath(filters.fullpath);
  const prefix = filters.fullpathStart === undefined ? undefined : normalizeFullpath(filters.fullpathStart);
  if (exact !== undefined && prefix !== undefined && !exact.startsWith(prefix)) return undefined;
  const condition =
    exact !== undefined
      ? { expression: 'gsi1pk = :pk AND gsi1sk = :path', path: exact }
      : prefix
        ? { expression: 'gsi1pk = :pk AND begins_with(gsi1sk, :path)', path: prefix }
        : { expression: 'gsi1pk = :pk', path: undefined };
  return {
    TableName: TABLE_NAME,
    IndexName: GSI1,
    KeyConditionExpression: condition.expression,
    ExpressionAttributeValues: { ':pk': pk, ...(condition.path !== undefined && { ':path': condition.path }) },
  };
};

/** A site's pages in fullpath order, optionally filtered by fullpath: one Query on the site's GSI1 PAGE_BY_PATH partition. */
const listPagesByPath = async (siteId: string, filters: PageFilters, page: PageRequest): Promise<Page<StoredPage>> => {
  const pk = pageKeys.pathIndex(siteId);
  const input = pagesByPathQuery(siteId, filters);
  if (!input) return { items: [] };
  const result = await queryPage(input, page, {
    partition: ['gsi1pk', pk],
    keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
  });
  return { ...result, items: result.items.map(toStoredPage) };
};

/**
 * Every page below `fullpath`, for a move of its subtree: Queries on the GSI1 PAGE_BY_PATH
 * partition (only for a page that has children), stopping once more than a transaction could move.
 */
export const pagesBelow = async (siteId: string, fullpath: string): Promise<StoredPage[]> =>
  (
    await queryAll(
      {
        TableName: TABLE_NAME,
        IndexName: GSI1,
        KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pageKeys.pathIndex(siteId), ':prefix': `${fullpath}/` },
      },
      (found) => found.length > MAX_TRANSACTION_ITEMS,
    )
  ).map(toStoredPage);
