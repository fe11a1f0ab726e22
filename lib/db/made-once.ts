import type { ItemKey } from './keys.js';
import { putIfAbsent, readItem } from './one-item.js';

// What is made once and then shared by every instance (a site's form key, its VAPID pair, the
// stage's sealing key): whoever stores it first wins, and everyone else uses the winner's.

type Item = Record<string, unknown>;

/**
 * Stores `made` at `key` unless something is there already: one conditional PutItem; when another
 * request stored one first, theirs is read back (one GetItem more) and returned instead.
 */
export const storeOnce = async <T extends Item>(key: ItemKey, made: T): Promise<T> => {
  if (await putIfAbsent({ ...key, ...made })) return made;
  const winner = await readItem(key);
  if (!winner) throw new Error(`${key.pk} was neither stored nor found`);
  return winner as T;
};

/**
 * What `key` holds, made with `make` and stored on first use: one strongly consistent GetItem;
 * the first use adds `make` and {@link storeOnce} (a lost race returns the winner's).
 */
export const madeOnce = async <T extends Item>(key: ItemKey, make: () => T | Promise<T>): Promise<T> =>
  ((await readItem(key)) as T | undefined) ?? storeOnce(key, await make());
