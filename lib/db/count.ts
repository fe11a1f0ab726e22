import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { ApiError } from '../http/errors.js';
import { db } from './client.js';
import type { ListDeclaration } from './list-query.js';
import { matches, parseListQuery, type Filter } from './list-query-rules.js';

// The count of a list (`GET /<list>/count`): exact, read from the same key range or index the list
// pages through, never from counter items (a counter every write of a site moved in its
// transaction would make a site's concurrent writes collide on it). A list's own query builder
// hands its Query here, so the count cannot drift from the list.

type Item = Record<string, unknown>;

/** Most items a count reads before it answers 422 count_too_large rather than read on. */
export const MAX_COUNTED_ITEMS = 100_000;

/**
 * Most Query pages (each up to 1 MB of items) a count reads: each is one sequential Query, and
 * the function has 10 s to answer. Items of a few KB reach this long before MAX_COUNTED_ITEMS
 * (50,000 pages of 3 KB are about 150 pages, a function timeout rather than an answer); 100,000
 * items of 500 bytes are 50 pages.
 */
export const MAX_COUNTED_PAGES = 50;

/** How far a count may read before it answers 422 count_too_large. */
export interface CountLimits {
  readonly items: number;
  readonly pages: number;
}

/** What a count reads: the list's Query, and what the list keeps of it in code. */
export interface CountRead {
  /** The list's Query (key condition, index, and any FilterExpression it already applies). */
  readonly input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey' | 'Select'>;
  /** The list's `where[…]` filters, applied in code (they compare normalised keys no FilterExpression can). */
  readonly filters?: readonly Filter[];
  /** Any further test the list applies in code (an ACL, items of the range that are not members); it sees every item read, before the filters. */
  readonly keep?: (item: Item) => boolean;
}

/**
 * The 422 for a count that would read more than its limits allow (items or 1 MB pages):
 * `details.limit` is the most items a count reads, the bound clients of small items meet.
 */
export const countTooLarge = (limit = MAX_COUNTED_ITEMS) =>
  new ApiError(
    422,
    'count_too_large',
    `This count would read more than ${limit} items (or more than ${MAX_COUNTED_PAGES} MB of them); narrow it with filters (where[…]) or page through the list`,
    { details: { limit } },
  );

// Names only the projection used: a COUNT query sends no projection, and DynamoDB refuses names no
// expression uses.
const withoutProjection = (input: CountRead['input']): CountRead['input'] => {
  const { ProjectionExpression, ExpressionAttributeNames, ...rest } = input;
  if (!ProjectionExpression || !ExpressionAttributeNames) return ProjectionExpression ? rest : input;
  const used = `${rest.KeyConditionExpression ?? ''} ${rest.FilterExpression ?? ''}`;
  const names = Object.fromEntries(Object.entries(ExpressionAttributeNames).filter(([name]) => used.includes(name)));
  return Object.keys(names).length ? { ...rest, ExpressionAttributeNames: names } : rest;
};

/**
 * The number of items a list's Query finds that the list keeps. Without filters in code it is a
 * `Select: COUNT` Query (DynamoDB counts after any FilterExpression of the input), page after page
 * through LastEvaluatedKey: one request per 1 MB of items read, so ceil(items × average item size
 * / 1 MB) requests. With filters in code the items themselves are read (the same number of
 * requests: a COUNT page reads the same 1 MB) and counted as they pass. With more to go past
 * `limits.items` items or `limits.pages` pages read: 422 count_too_large, rather than a function
 * timeout after all the reading (each page is one sequential Query).
 */
export const countItems = async (
  read: CountRead,
  { items: limit = MAX_COUNTED_ITEMS, pages: maxPages = MAX_COUNTED_PAGES }: Partial<CountLimits> = {},
): Promise<number> => {
  const filters = read.filters ?? [];
  const inCode = filters.length > 0 || read.keep !== undefined;
  const input = inCode ? read.input : { ...withoutProjection(read.input), Select: 'COUNT' as const };
  let count = 0;
  let scanned = 0;
  let pages = 0;
  let start: Item | undefined;
  do {
    const out = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    scanned += out.ScannedCount ?? out.Items?.length ?? 0;
    count += inCode
      ? (out.Items ?? []).filter((item) => (read.keep?.(item) ?? true) && matches(item, filters)).length
      : (out.Count ?? 0);
    pages += 1;
    start = out.LastEvaluatedKey;
    if (start && (scanned >= limit || pages >= maxPages)) throw countTooLarge(limit);
  } while (start);
  return count;
};

/**
 * What a declared list's count reads for a request's `where[…]` parameters: the Query of the
 * list's default order (the same range whatever the order) and its filters. `sort` is ignored:
 * order does not change a count.
 */
export const listCountRead = (
  list: ListDeclaration,
  params: Readonly<Record<string, string | undefined>>,
): CountRead => {
  const { sort: _sort, ...where } = params;
  const { filters } = parseListQuery(where, list.catalogue);
  const order = Object.values(list.orders)[0];
  if (!order) throw new Error('A list declares at least one order');
  return { input: order.input, filters };
};

/** The count of a declared list for a request's `where[…]` parameters (see countItems for its cost). */
export const countList = async (
  list: ListDeclaration,
  params: Readonly<Record<string, string | undefined>>,
): Promise<number> => countItems(listCountRead(list, params));
