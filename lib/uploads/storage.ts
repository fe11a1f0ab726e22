import { batchGet, keyId } from '../db/batch-get.js';
import { keys } from '../db/keys.js';
import { toSite, type Site } from '../sites/sites.js';
import { storageShardKey } from './upload-keys.js';
import { STORAGE_SHARDS } from './upload-rules.js';

/**
 * A site with the bytes its ready uploads hold (`storage_bytes`): one BatchGetItem of the site
 * and its storage counter shards (completions and deletions add to one shard each, in their own
 * transaction).
 */
export const getSiteWithStorage = async (siteId: string): Promise<{ site: Site; storageBytes: number } | undefined> => {
  const shards = Array.from({ length: STORAGE_SHARDS }, (_, shard) => storageShardKey(siteId, shard));
  const found = await batchGet([keys.site(siteId), ...shards]);
  const site = found.get(keyId(keys.site(siteId)));
  if (!site) return undefined;
  const storageBytes = shards.reduce((sum, key) => sum + Number(found.get(keyId(key))?.bytes ?? 0), 0);
  return { site: toSite(site), storageBytes };
};
