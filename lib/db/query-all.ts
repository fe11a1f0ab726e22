import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client.js';

type Item = Record<string, unknown>;

/**
 * Every item a Query finds, page after page: one Query per page of at most 1 MB (or `Limit`
 * items), stopping early once `enough(items)` holds (a bound the caller refuses past anyway).
 * For work that must see a whole partition or prefix (a subtree to move, a cascade, a re-key);
 * an API list reads one page (queryPage) instead.
 */
export const queryAll = async (input: Omit<QueryCommandInput, 'ExclusiveStartKey'>, enough?: (items: readonly Item[]) => boolean): Promise<Item[]> => {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const out = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && !enough?.(items));
  return items;
};

/** The items of one Query (its first page): a read bounded by `Limit`, such as the entry before a place in an order. */
export const queryOnce = async (input: Omit<QueryCommandInput, 'ExclusiveStartKey'>): Promise<Item[]> =>
  (await db.send(new QueryCommand(input))).Items ?? [];

/** Hands each page of a Query to `visit` before reading the next: one Query per page, for work too large to hold at once (a re-key). */
export const forEachPage = async (input: Omit<QueryCommandInput, 'ExclusiveStartKey'>, visit: (items: Item[]) => Promise<void>): Promise<void> => {
  let start: Item | undefined;
  do {
    const out = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
    await visit(out.Items ?? []);
    start = out.LastEvaluatedKey;
  } while (start);
};

/** One Query resumed at `start` (a read spread over several calls): its items, and where the next one starts (none at the end). */
export const queryFrom = async (input: Omit<QueryCommandInput, 'ExclusiveStartKey'>, start: Item | undefined): Promise<{ items: Item[]; next?: Item }> => {
  const out = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start }));
  return { items: out.Items ?? [], ...(out.LastEvaluatedKey && { next: out.LastEvaluatedKey }) };
};
