import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod/mini';
import { badRequest } from '../http/errors.js';
import { db } from './client.js';

/** `per_page` and `cursor`, shared by every list endpoint. */
export const pageQuerySchema = z.object({
  per_page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 25),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
});

export interface PageRequest {
  readonly per_page: number;
  readonly cursor?: string;
}

export interface Page<T> {
  readonly items: T[];
  /** Opaque cursor of the next page; absent when nothing remains. */
  readonly next?: string;
}

export interface PageShape {
  /** The partition this query reads, `[attribute, value]`: a cursor naming any other is refused. */
  readonly partition: readonly [string, string];
  /** Attributes that make up an item's position (the table key plus the index key when querying an index). */
  readonly keyAttributes: readonly string[];
}

const encodeCursor = (key: Record<string, unknown>): string => Buffer.from(JSON.stringify(key)).toString('base64url');

const invalidCursor = () => badRequest('invalid_cursor', 'The cursor is not valid for this list');

/** Decodes a cursor and checks it points into the queried partition, so it can't reach another site's items. */
export const decodeCursor = (cursor: string, shape: PageShape): Record<string, string> => {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw invalidCursor();
  const entries = Object.entries(key);
  const expected = new Set(shape.keyAttributes);
  if (entries.length !== expected.size || !entries.every(([name, value]) => expected.has(name) && typeof value === 'string')) {
    throw invalidCursor();
  }
  const [attribute, value] = shape.partition;
  if ((key as Record<string, string>)[attribute] !== value) throw invalidCursor();
  return key as Record<string, string>;
};

/**
 * One page of a Query. Asks for one item more than the page so `next` is present exactly when
 * more items remain; loops only when a FilterExpression drops items.
 */
export const queryPage = async (
  input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>,
  page: PageRequest,
  shape: PageShape,
): Promise<Page<Record<string, unknown>>> => {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined = page.cursor ? decodeCursor(page.cursor, shape) : undefined;
  do {
    const out = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start, Limit: page.per_page + 1 - items.length }));
    items.push(...(out.Items ?? []));
    start = out.LastEvaluatedKey;
  } while (start && items.length <= page.per_page);
  if (items.length <= page.per_page) return { items };
  const kept = items.slice(0, page.per_page);
  const last = kept[kept.length - 1] as Record<string, unknown>;
  return { items: kept, next: encodeCursor(Object.fromEntries(shape.keyAttributes.map((name) => [name, last[name]]))) };
};

/**
 * One page of a Query with a FilterExpression, in exactly one request: DynamoDB reads up to
 * `scan` items (or 1 MB) of the partition and keeps those that match. When more than `per_page`
 * match, the cursor points after the last one kept; when the read stopped before the partition's
 * end, it points where the read stopped, so a page may hold fewer items than `per_page` (even
 * none) while a next page exists. A sparse filter thus never turns one page into many requests.
 */
export const queryFilteredPage = async (
  input: Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>,
  page: PageRequest,
  shape: PageShape,
  scan = 1000,
): Promise<Page<Record<string, unknown>>> => {
  const start = page.cursor ? decodeCursor(page.cursor, shape) : undefined;
  const out = await db.send(new QueryCommand({ ...input, ExclusiveStartKey: start, Limit: Math.max(scan, page.per_page + 1) }));
  const items = out.Items ?? [];
  const position = (item: Record<string, unknown>) => encodeCursor(Object.fromEntries(shape.keyAttributes.map((name) => [name, item[name]])));
  if (items.length > page.per_page) {
    const kept = items.slice(0, page.per_page);
    return { items: kept, next: position(kept[kept.length - 1] as Record<string, unknown>) };
  }
  return { items, ...(out.LastEvaluatedKey && { next: position(out.LastEvaluatedKey) }) };
};
