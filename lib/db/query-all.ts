import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from './client.js';
import { GSI1 } from './table.js';

// Queries that read more than one page, or one page outside the API's lists (which read through
// queryPage): a raw Query input (a prefix, a range, an order), or a whole partition built from its
// key. Every multi-page read goes through the one page loop below.

type Item = Record<string, unknown>;

/** A Query's input without its start, which the page loop sets. */
export type QueryInput = Omit<QueryCommandInput, 'ExclusiveStartKey'>;

/** A partition of the table (`pk`) or of GSI1 (`gsi1pk`). */
export interface Partition {
  readonly pk: string;
  readonly index?: 'gsi1';
}

/** How a whole-partition read reads: strongly consistent (the table only), or only some attributes. */
export interface PartitionRead {
  readonly consistent?: boolean;
  /** A ProjectionExpression of plain attribute names (`'grant_id, site_id'`). */
  readonly projection?: string;
  /** Keeps only the items a FilterExpression matches (a few among a small partition: a site's active webhooks). */
  readonly filter?: { readonly expression: string; readonly values: Readonly<Record<string, unknown>> };
}

/** The Query of a whole partition, in key order (also the one a declared list pages through). */
export const partitionQuery = (partition: Partition, read: PartitionRead = {}): QueryInput => ({
  TableName: TABLE_NAME,
  ...(partition.index && { IndexName: GSI1 }),
  KeyConditionExpression: `${partition.index ? 'gsi1pk' : 'pk'} = :pk`,
  ExpressionAttributeValues: { ':pk': partition.pk, ...read.filter?.values },
  ...(read.filter && { FilterExpression: read.filter.expression }),
  ...(read.consistent && { ConsistentRead: true }),
  ...(read.projection && { ProjectionExpression: read.projection }),
});

// The page loop: one Query per page of at most 1 MB (or `Limit` items), each handed to `visit`
// before the next is read, until DynamoDB has no more or `done()` holds.
const pages = async (
  input: QueryInput,
  visit: (items: Item[], next: Item | undefined) => unknown,
  done?: () => boolean,
): Promise<void> => {
  let start: Item | undefined;
  do {
    const out = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    await visit(out.Items ?? [], out.LastEvaluatedKey);
    start = out.LastEvaluatedKey;
  } while (start && !done?.());
};

/**
 * Every item a Query finds, page after page: one Query per page of at most 1 MB (or `Limit`
 * items), stopping early once `enough(items)` holds (a bound the caller refuses past anyway).
 * For work that must see a whole partition or prefix (a subtree to move, a cascade, a re-key);
 * an API list reads one page (queryPage) instead.
 */
export const queryAll = async (input: QueryInput, enough?: (items: readonly Item[]) => boolean): Promise<Item[]> => {
  const items: Item[] = [];
  await pages(
    input,
    (page) => {
      items.push(...page);
    },
    enough && (() => enough(items)),
  );
  return items;
};

/**
 * Hands each page of a Query to `visit` before reading the next: one Query per page, for work too
 * large to hold at once (a re-key). `next` is the page's last key read (undefined on the last page),
 * so long work can record how far it got.
 */
export const forEachPage = (
  input: QueryInput,
  visit: (items: Item[], next: Item | undefined) => unknown,
): Promise<void> => pages(input, visit);

/**
 * Every item of a partition, in key order: one Query per 1 MB page. For partitions that are small
 * (a user's index entries, a deployment's chunks).
 */
export const readPartition = (partition: Partition, read: PartitionRead = {}): Promise<Item[]> =>
  queryAll(partitionQuery(partition, read));

/** Hands each page of a partition to `each` before reading the next (a client's grants on its deletion, read off the request path). */
export const forEachPartitionPage = (
  partition: Partition,
  each: (items: Item[]) => unknown,
  read: PartitionRead = {},
): Promise<void> => pages(partitionQuery(partition, read), each);

/** The items of one Query (its first page): a read bounded by `Limit`, such as the entry before a place in an order. */
export const queryOnce = async (input: QueryInput): Promise<Item[]> =>
  (await db.send(new QueryCommand(input))).Items ?? [];

/** One Query resumed at `start` (a read spread over several calls): its items, and where the next one starts (none at the end). */
export const queryFrom = async (
  input: QueryInput,
  start: Item | undefined,
): Promise<{ items: Item[]; next?: Item }> => {
  const out = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
  return { items: out.Items ?? [], ...(out.LastEvaluatedKey && { next: out.LastEvaluatedKey }) };
};
