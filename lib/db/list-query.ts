import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from './client.js';
import {
  compareKeys,
  encodePositionCursor,
  matches,
  pageOfPositions,
  parseListQuery,
  positionStart,
  sortNotIndexed,
  sortPosition,
  type Filter,
  type ListCatalogue,
  type Sort,
} from './list-query-rules.js';
import {
  exclusiveStart,
  keyPage,
  keyStart,
  readsBackward,
  type Page,
  type PageRequest,
  type PageShape,
} from './page-cursors.js';

/** Most items one API request evaluates while filtering in key order; past it the page comes back short, with `next`. */
export const MAX_EVALUATED_PER_REQUEST = 1000;
/** Longest list a sort no index serves may be sorted in memory (else 422 sort_not_indexed). */
export const IN_MEMORY_SORT_LIMIT = 1000;

type Item = Record<string, unknown>;

export interface KeyOrderRead {
  /** The Query of one order, without Limit, ExclusiveStartKey or a cursor (ScanIndexForward included). */
  readonly input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>;
  /** Partition and key attributes, to validate cursors and build them. */
  readonly shape: PageShape;
  readonly filters: readonly Filter[];
  /** Extra item test applied with the filters (an ACL, say); it sees the heads read so far. */
  readonly keep?: (item: Item, heads: readonly Item[]) => boolean;
  /** Items that are not list members but ride along in the same read (a channel before its entries). */
  readonly isHead?: (item: Item) => boolean;
  /** Stops reading once a head shows the rest would be wasted (e.g. an ACL that lets nothing through). */
  readonly stopAfterHead?: (heads: readonly Item[]) => boolean;
}

export interface KeyOrderPage extends Page<Item> {
  readonly heads: Item[];
  /** Items read (heads included), for tests and the bench. */
  readonly evaluated: number;
  /** True when `stopAfterHead` ended the read (the items are then not a page). */
  readonly stopped?: boolean;
}

/**
 * One page of a list in index (or table) key order, filtered while reading: the first Query asks
 * for a page (plus one, to know whether more remain); while filters drop items, each further Query
 * reads four times more, until the page is full or MAX_EVALUATED_PER_REQUEST items were read. A page
 * cut short by that bound comes back with `next` pointing after the last item read. Cost: one Query
 * when nothing is filtered out, a few more (bounded) otherwise. The `last` and `prev` cursors read
 * the same way from the list's end towards its start (lib/db/page-cursors.ts).
 */
export const readInKeyOrder = async (read: KeyOrderRead, page: PageRequest): Promise<KeyOrderPage> => {
  const position = keyStart(page.cursor, read.shape);
  const forward = (read.input.ScanIndexForward ?? true) !== readsBackward(position);
  let start: Item | undefined = exclusiveStart(position);
  const kept: Item[] = [];
  const heads: Item[] = [];
  let evaluated = 0;
  // Room for the heads the read may meet: one at each end of a whole list, the far one otherwise.
  let limit = page.per_page + 1 + (read.isHead ? (start ? 1 : 2) : 0);
  do {
    const out = await db.send(
      new QueryCommand({
        ...read.input,
        ScanIndexForward: forward,
        ExclusiveStartKey: start,
        Limit: Math.min(limit, MAX_EVALUATED_PER_REQUEST - evaluated),
      }),
    );
    for (const item of out.Items ?? []) {
      evaluated += 1;
      if (read.isHead?.(item)) {
        heads.push(item);
        continue;
      }
      if (matches(item, read.filters) && (read.keep?.(item, heads) ?? true)) kept.push(item);
    }
    if (heads.length && read.stopAfterHead?.(heads)) return { items: [], heads, evaluated, stopped: true };
    start = out.LastEvaluatedKey;
    limit *= 4;
  } while (start && kept.length <= page.per_page && evaluated < MAX_EVALUATED_PER_REQUEST);
  // Bound reached with more to read: a short page whose cursor resumes after the last item read.
  const resume = kept.length > page.per_page ? undefined : start;
  return { ...keyPage({ members: kept, resume }, page, read.shape, position), heads, evaluated };
};

export interface InMemoryRead extends Omit<KeyOrderRead, 'shape'> {
  readonly sort: Sort;
  readonly idOf: (item: Item) => string;
  /** Field names an index serves on this list, named by the 422. */
  readonly indexed: readonly string[];
}

/**
 * A page of a list under a sort no index serves: reads the whole list (1 MB per Query, at most
 * IN_MEMORY_SORT_LIMIT members, else 422 sort_not_indexed), filters, sorts by position and answers
 * the page after the cursor's position. Walking it is stable under writes: each page resumes after
 * the last position shown, so no item is shown twice and none that stays in place is skipped.
 */
export const readSortedInMemory = async (read: InMemoryRead, page: PageRequest): Promise<KeyOrderPage> => {
  const sortName = `${read.sort.descending ? '-' : ''}${read.sort.field.name}`;
  const start = positionStart(page.cursor, sortName);
  const heads: Item[] = [];
  const members: Item[] = [];
  let evaluated = 0;
  let from: Item | undefined;
  do {
    const out = await db.send(new QueryCommand({ ...read.input, ExclusiveStartKey: from }));
    for (const item of out.Items ?? []) {
      evaluated += 1;
      if (read.isHead?.(item)) heads.push(item);
      else members.push(item);
    }
    if (heads.length && read.stopAfterHead?.(heads)) return { items: [], heads, evaluated, stopped: true };
    if (members.length > IN_MEMORY_SORT_LIMIT) throw sortNotIndexed(read.sort, read.indexed, IN_MEMORY_SORT_LIMIT);
    from = out.LastEvaluatedKey;
  } while (from);
  const sorted = members
    .filter((item) => matches(item, read.filters) && (read.keep?.(item, heads) ?? true))
    .map((item) => ({ item, position: sortPosition(read.sort, item, read.idOf(item)) }))
    .sort((a, b) => compareKeys(a.position, b.position));
  const shown = pageOfPositions(sorted, start, page.per_page);
  return {
    items: shown.items.map(({ item }) => item),
    heads,
    evaluated,
    ...(shown.next && { next: encodePositionCursor(sortName, shown.next.position) }),
    ...(shown.prev && { prev: encodePositionCursor(sortName, shown.prev.position, 'before') }),
  };
};

/**
 * A list declared for the query language: its fields and the orders its keys serve. Adding a list
 * is a declaration: name its fields (`ListField`: name, type, how to read it) and, for each order a
 * table or index key serves, the Query that reads it (`sort` name → read; `-field` for descending).
 */
export interface ListDeclaration {
  readonly catalogue: ListCatalogue;
  /** Key-order reads by sort (`created_at`, `-created_at`, …); the first is the default order. */
  readonly orders: Readonly<Record<string, Pick<KeyOrderRead, 'input' | 'shape'>>>;
  /** The id of an item (ties in memory sorts). */
  readonly idOf?: (item: Item) => string;
}

/**
 * The orders of a list kept in one table partition in id order (ids begin with their creation
 * second and `created_at` is taken from the same instant): `created_at` both ways, oldest first by
 * default. The shape most lists have; `index` names a global index whose partition is kept the same
 * way (a vendor's products in GSI2), with its key attribute names.
 */
export const idOrderedPartition = (
  pk: string,
  index?: { readonly name: string; readonly pk: string; readonly sk: string },
): ListDeclaration['orders'] => {
  const partitionKey = index?.pk ?? 'pk';
  const read = (forward: boolean) => ({
    input: {
      TableName: TABLE_NAME,
      ...(index && { IndexName: index.name }),
      KeyConditionExpression: `${partitionKey} = :pk`,
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: forward,
    },
    shape: {
      partition: [partitionKey, pk] as const,
      keyAttributes: index ? ['pk', 'sk', index.pk, index.sk] : ['pk', 'sk'],
    },
  });
  return { created_at: read(true), '-created_at': read(false) };
};

/** Field names a list's keys serve, for sort_not_indexed. */
export const indexedSorts = (list: ListDeclaration): string[] => [
  ...new Set(Object.keys(list.orders).map((name) => name.replace(/^-/, ''))),
];

/**
 * A page of a declared list for a request's `where[…]`/`sort` parameters: in key order when an order
 * serves the sort (filters applied while reading, bounded), else sorted in memory (lists of at most
 * 1,000 items; 422 sort_not_indexed beyond). Cost: one Query for an indexed order without filters.
 */
export const queryList = async (
  list: ListDeclaration,
  params: Readonly<Record<string, string | undefined>>,
  page: PageRequest,
): Promise<Page<Item>> => {
  const query = parseListQuery(params, list.catalogue);
  const sortName = params.sort ?? (Object.keys(list.orders)[0] as string);
  const order = list.orders[sortName];
  const result = order
    ? await readInKeyOrder({ ...order, filters: query.filters }, page)
    : await readSortedInMemory(
        {
          input: (Object.values(list.orders)[0] as KeyOrderRead).input,
          filters: query.filters,
          sort: query.sort as Sort,
          idOf: list.idOf ?? ((item) => item.id as string),
          indexed: indexedSorts(list),
        },
        page,
      );
  return { items: result.items, ...(result.next && { next: result.next }), ...(result.prev && { prev: result.prev }) };
};
