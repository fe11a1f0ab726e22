import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { db } from './client.js';
import {
  exclusiveStart,
  keyPage,
  keyStart,
  readsBackward,
  type Page,
  type PageRequest,
  type PageShape,
} from './page-cursors.js';

/** `per_page` and `cursor`, shared by every list endpoint. */
export const pageQuerySchema = z.object({
  per_page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 25),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
});

export {
  LAST_PAGE_CURSOR,
  keyStart,
  mapPage,
  type KeyStart,
  type Page,
  type PageRequest,
  type PageShape,
} from './page-cursors.js';

type Item = Record<string, unknown>;

/**
 * One page of a Query, forward from the list's start or a cursor, or backward from its end (the
 * `last` cursor) or from a `prev` cursor. Asks for one item more than the page (and one more
 * for a head the shape names) so `next` (or, backwards, `prev`) is present exactly when more items
 * remain; loops only when a FilterExpression drops items.
 */
export const queryPage = async (
  input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>,
  page: PageRequest,
  shape: PageShape,
): Promise<Page<Item> & { readonly heads?: Item[] }> => {
  const start = keyStart(page.cursor, shape);
  const forward = (input.ScanIndexForward ?? true) !== readsBackward(start);
  const members: Item[] = [];
  const heads: Item[] = [];
  const room = shape.isHead ? 1 : 0;
  let from: Item | undefined = exclusiveStart(start);
  do {
    const out = await db.send(
      new QueryCommand({
        ...input,
        ScanIndexForward: forward,
        ExclusiveStartKey: from,
        Limit: page.per_page + 1 + room - members.length,
      }),
    );
    for (const item of out.Items ?? []) (shape.isHead?.(item) ? heads : members).push(item);
    from = out.LastEvaluatedKey;
  } while (from && members.length <= page.per_page);
  return { ...keyPage({ members }, page, shape, start), ...(shape.isHead && { heads }) };
};

/**
 * One page of a Query with a FilterExpression, in exactly one request: DynamoDB reads up to
 * `scan` items (or 1 MB) of the partition and keeps those that match. When more than `per_page`
 * match, the cursor points after the last one kept; when the read stopped before the partition's
 * end, it points where the read stopped, so a page may hold fewer items than `per_page` (even
 * none) while a next page exists. A sparse filter thus never turns one page into many requests.
 * Backwards (the `last` and `prev` cursors) the same holds towards the list's start.
 */
export const queryFilteredPage = async (
  input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>,
  page: PageRequest,
  shape: PageShape,
  scan = 1000,
): Promise<Page<Item>> => {
  const start = keyStart(page.cursor, shape);
  const forward = (input.ScanIndexForward ?? true) !== readsBackward(start);
  const out = await db.send(
    new QueryCommand({
      ...input,
      ScanIndexForward: forward,
      ExclusiveStartKey: exclusiveStart(start),
      Limit: Math.max(scan, page.per_page + 1),
    }),
  );
  return keyPage({ members: out.Items ?? [], resume: out.LastEvaluatedKey }, page, shape, start);
};
