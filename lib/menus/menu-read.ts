import { batchGet, keyId } from '../db/batch-get.js';
import type { Menu } from './menu-record.js';
import { linkedTargets } from './menu-rules.js';
import { channelReadKey, targetReadKey } from './menu-targets.js';

/** Keys one BatchGetItem may ask for. */
const BATCH = 100;

/**
 * Everything the menus link, as it is now (with the channel of each linked entry, whose read ACL
 * says whether the entry is public): one BatchGetItem per 100 distinct keys (a menu links at most
 * 95 targets, so a single menu is one unless its entries span many channels), none when nothing is linked or `known` (what a write read
 * already) holds it all. Items by keyId.
 */
export const readTargets = async (
  siteId: string,
  read: readonly Menu[],
  known: ReadonlyMap<string, Record<string, unknown>> = new Map(),
): Promise<Map<string, Record<string, unknown>>> => {
  const keys = new Map(
    read
      .flatMap((menu) => linkedTargets(menu.items))
      .flatMap((target) => [
        targetReadKey(siteId, target),
        ...(target.kind === 'entry' ? [channelReadKey(siteId, target)] : []),
      ])
      .map((key) => [keyId(key), key] as const),
  );
  const all = [...keys].filter(([id]) => !known.has(id)).map(([, key]) => key);
  const found = new Map(known);
  for (let start = 0; start < all.length; start += BATCH)
    for (const [id, item] of await batchGet(all.slice(start, start + BATCH))) found.set(id, item);
  return found;
};
