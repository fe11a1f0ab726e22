import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet } from '../db/batch-get.js';
import type { ClaimDeclaration, Key } from '../db/claimed-entity.js';
import { db, TABLE_NAME } from '../db/client.js';
import { conflict } from '../http/errors.js';

/**
 * What products, product types and collections share: a slug claim holding the owner's id under
 * `owner_id` (no copy: a product's stock changes without touching its claim), and the reads of a
 * product write (the product with the type and collections it names, in one request).
 */

/** The slug claim of a catalog entity (`what` names it in the 409). */
export const slugClaim = <T extends { readonly slug: string }>(what: string, key: (siteId: string, slug: string) => Key): ClaimDeclaration<T> => ({
  value: (record) => record.slug,
  key,
  owner: 'owner_id',
  taken: (record) => conflict('slug_taken', `Another ${what} of this site already uses the slug ${record.slug}`),
});

/** One item by key: one strongly consistent GetItem. */
export const getItem = async (key: Key): Promise<Record<string, unknown> | undefined> =>
  (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true }))).Item;

/** Items by key, strongly consistent: nothing for no key, one GetItem for one, else one BatchGetItem (up to 100 keys). */
export const getItems = async (keys: readonly Key[]): Promise<Record<string, unknown>[]> => {
  if (keys.length <= 1) {
    const item = keys[0] && await getItem(keys[0]);
    return item ? [item] : [];
  }
  return [...(await batchGet(keys)).values()];
};

/** The item of `items` with this key. */
export const findItem = (items: readonly Record<string, unknown>[], key: Key) => items.find((item) => item.pk === key.pk && item.sk === key.sk);
