import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ClaimedResource, Condition } from '../commerce/claimed-writes.js';
import { db, TABLE_NAME } from '../db/client.js';
import { isId } from '../db/keys.js';
import { conflict, unprocessable, type FieldError } from '../http/errors.js';

/**
 * Storage helpers shared by products, product types and collections: each is an item plus a slug
 * claim holding the owner's id under `owner_id` (no copy), written together through
 * lib/commerce/claimed-writes.ts.
 */

export type Key = { readonly pk: string; readonly sk: string };

/** How a catalog resource and its slug claim are written together (`extra`: more attributes of the item, e.g. index keys). */
export const slugClaimed = <T extends { readonly id: string; readonly slug: string; readonly version: number }>(
  what: string,
  itemKey: (id: string) => Key,
  slugKey: (slug: string) => Key,
  extra: (item: T) => Record<string, unknown> = () => ({}),
): ClaimedResource<T> => ({
  what,
  itemKey: (item) => itemKey(item.id),
  put: (item, condition: Condition) => ({ Put: { TableName: TABLE_NAME, Item: { ...itemKey(item.id), ...extra(item), ...item }, ...condition } }),
  claimKey: (item) => slugKey(item.slug),
  claimPut: (item, condition: Condition) => ({ Put: { TableName: TABLE_NAME, Item: { ...slugKey(item.slug), owner_id: item.id }, ...condition } }),
  ownerAttribute: 'owner_id',
  taken: (item) => conflict('slug_taken', `Another ${what} of this site already uses the slug ${item.slug}`),
});

/** One item by key: one strongly consistent GetItem. */
export const getItem = async (key: Key): Promise<Record<string, unknown> | undefined> =>
  (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item;

/** The id of what `idOrSlug` names: itself when it is an id, else the owner of its slug claim (one GetItem). */
export const resolveId = async (idOrSlug: string, slugKey: (slug: string) => Key): Promise<string | undefined> =>
  isId(idOrSlug) ? idOrSlug : (await getItem(slugKey(idOrSlug)))?.owner_id as string | undefined;

/** An item by id (one GetItem) or by slug (two: the claim, then the item). */
export const getByIdOrSlug = async (
  idOrSlug: string, itemKey: (id: string) => Key, slugKey: (slug: string) => Key,
): Promise<Record<string, unknown> | undefined> => {
  const id = await resolveId(idOrSlug, slugKey);
  return id === undefined ? undefined : getItem(itemKey(id));
};

/**
 * Items by key, strongly consistent: nothing for no key, one GetItem for one, else one
 * BatchGetItem (up to 100 keys; unprocessed keys, rare, are asked again).
 */
export const getItems = async (keys: readonly Key[]): Promise<Record<string, unknown>[]> => {
  if (!keys.length) return [];
  if (keys.length === 1) {
    const item = await getItem(keys[0] as Key);
    return item ? [item] : [];
  }
  const items: Record<string, unknown>[] = [];
  let pending: Key[] = [...keys];
  while (pending.length) {
    const out = await db.send(new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: pending, ConsistentRead: true } } }));
    items.push(...(out.Responses?.[TABLE_NAME] ?? []));
    pending = (out.UnprocessedKeys?.[TABLE_NAME]?.Keys ?? []) as Key[];
  }
  return items;
};

/** The item of `items` with this key. */
export const findItem = (items: readonly Record<string, unknown>[], key: Key) => items.find((item) => item.pk === key.pk && item.sk === key.sk);

/** Throws one 422 listing every problem, if any. */
export const assertValid = (problems: readonly FieldError[]) => {
  if (problems.length) throw unprocessable(problems, problems.length === 1 ? `${problems[0]?.field}: ${problems[0]?.message}` : undefined);
};
