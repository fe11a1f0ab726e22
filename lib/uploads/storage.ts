import { batchGet, keyId } from '../db/batch-get.js';
import { keys } from '../db/keys.js';
import type { PrefetchKeys } from '../db/prefetch.js';
import { toSite, type Site } from '../sites/sites.js';
import { storageShardKey } from './keys.js';
import { STORAGE_SHARDS } from './upload-rules.js';

const storageShards = (siteId: string) =>
  Array.from({ length: STORAGE_SHARDS }, (_, shard) => storageShardKey(siteId, shard));

/** GET /site: the site and its storage shards, read with the token (getSiteWithStorage's BatchGetItem). */
export const siteWithStoragePrefetch: PrefetchKeys = ({ siteId }) =>
  siteId === undefined ? [] : [keys.site(siteId), ...storageShards(siteId)];

/**
 * A site with the bytes its ready uploads hold (`storage_bytes`): one BatchGetItem of the site
 * and its storage counter shards (completions and deletions add to one shard each, in their own
 * transaction), answered by the token's read where the route prefetches it.
 */
export const getSiteWithStorage = async (siteId: string): Promise<{ site: Site; storageBytes: number } | undefined> => {
  const shards = storageShards(siteId);
  const found = await batchGet([keys.site(siteId), ...shards]);
  const site = found.get(keyId(keys.site(siteId)));
  if (!site) return undefined;
  const storageBytes = shards.reduce((sum, key) => sum + Number(found.get(keyId(key))?.bytes ?? 0), 0);
  return { site: toSite(site), storageBytes };
};
