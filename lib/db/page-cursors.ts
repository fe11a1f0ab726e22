import { badRequest } from '../http/errors.js';

type Item = Record<string, unknown>;

export interface PageRequest {
  readonly per_page: number;
  readonly cursor?: string;
}

export interface Page<T> {
  readonly items: T[];
  /** Opaque cursor of the next page; absent when nothing remains. */
  readonly next?: string;
  /** Opaque cursor of the page before this one, when the request came with a cursor and something may precede it. */
  readonly prev?: string;
}

export interface PageShape {
  /** The partition this query reads, `[attribute, value]`: a cursor naming any other is refused. */
  readonly partition: readonly [string, string];
  /** Attributes that make up an item's position (the table key plus the index key when querying an index). */
  readonly keyAttributes: readonly string[];
  /** Items the read meets that are not list members (a parent's copy at one end): they take no place in a page. */
  readonly isHead?: (item: Item) => boolean;
}

/**
 * The cursor of a list's last page: read back from the end of the list, so a `last` link costs no
 * read to make. Every list of the API understands it.
 */
export const LAST_PAGE_CURSOR = 'last';

/** Where a page of a key-ordered list starts. */
export type KeyStart =
  | { readonly from: 'first' }
  | { readonly from: 'last' }
  | { readonly from: 'after'; readonly key: Record<string, string> }
  | { readonly from: 'before'; readonly key: Record<string, string> };

/** True for a page read from its end towards the list's start (the last page, a previous page). */
export const readsBackward = (start: { readonly from: string }): boolean =>
  start.from === 'last' || start.from === 'before';

const invalidCursor = () => badRequest('invalid_cursor', 'The cursor is not valid for this list');

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const positionOf = (item: Item, shape: PageShape): Record<string, unknown> =>
  Object.fromEntries(shape.keyAttributes.map((name) => [name, item[name]]));

/** The cursor of the page after `item` (its key; the format cursors always had) or before it. */
export const keyCursor = (item: Item, shape: PageShape, side: 'after' | 'before'): string =>
  encode(side === 'after' ? positionOf(item, shape) : { before: positionOf(item, shape) });

const checkedKey = (key: unknown, shape: PageShape): Record<string, string> => {
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw invalidCursor();
  const entries = Object.entries(key);
  const expected = new Set(shape.keyAttributes);
  if (
    entries.length !== expected.size ||
    !entries.every(([name, value]) => expected.has(name) && typeof value === 'string')
  ) {
    throw invalidCursor();
  }
  const [attribute, value] = shape.partition;
  if ((key as Record<string, string>)[attribute] !== value) throw invalidCursor();
  return key as Record<string, string>;
};

/** Decodes a cursor and checks it points into the queried partition, so it can't reach another site's items. */
export const keyStart = (cursor: string | undefined, shape: PageShape): KeyStart => {
  if (cursor === undefined) return { from: 'first' };
  if (cursor === LAST_PAGE_CURSOR) return { from: 'last' };
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  const before = (value as { before?: unknown } | null)?.before;
  if (before !== undefined && Object.keys(value as object).length === 1)
    return { from: 'before', key: checkedKey(before, shape) };
  return { from: 'after', key: checkedKey(value, shape) };
};

/** The ExclusiveStartKey of a page's first Query. */
export const exclusiveStart = (start: KeyStart): Record<string, string> | undefined =>
  start.from === 'after' || start.from === 'before' ? start.key : undefined;

/**
 * The page out of what a read met, in its reading order: `members` (list members kept, at most
 * one more than the page) and `resume` (where a read cut short stopped, when more may follow).
 * A backward read is shown in list order; its `prev` goes on backwards and its `next` resumes
 * after its last item. A forward page after a cursor has a `prev` that reads back from its first item.
 */
export const keyPage = (
  read: { readonly members: readonly Item[]; readonly resume?: Item },
  request: PageRequest,
  shape: PageShape,
  start: KeyStart,
): Page<Item> => {
  const shown = read.members.slice(0, request.per_page);
  const last = shown[shown.length - 1];
  const ahead = read.members.length > request.per_page ? last : read.resume;
  if (readsBackward(start)) {
    const items = shown.reverse();
    return {
      items,
      ...(ahead && { prev: keyCursor(ahead, shape, 'before') }),
      ...(start.from === 'before' &&
        items.length && { next: keyCursor(items[items.length - 1] as Item, shape, 'after') }),
    };
  }
  return {
    items: shown,
    ...(ahead && { next: keyCursor(ahead, shape, 'after') }),
    ...(start.from === 'after' && shown.length && { prev: keyCursor(shown[0] as Item, shape, 'before') }),
  };
};

/** A page with its items mapped, its cursors kept. */
export const mapPage = <T, U>(page: Page<T>, present: (item: T) => U): Page<U> => ({
  items: page.items.map(present),
  ...(page.next && { next: page.next }),
  ...(page.prev && { prev: page.prev }),
});
