import { sitePk } from '../db/keys.js';

/** Where search keeps a site's index state: one item (the base object's name, the change log, the figures). */
export const searchKeys = {
  state: (siteId: string) => ({ pk: sitePk(siteId, 'SEARCH'), sk: 'INDEX' }),
};

/**
 * Prefix of the index objects in the media bucket: outside `sites/` (the uploads, which the media
 * host serves), so no public URL reaches an index.
 */
export const SEARCH_OBJECT_PREFIX = 'search-index/';

/** A fresh object key for a site's base index (a new one per compaction, so a reader never sees half of one). */
export const baseObjectKey = (siteId: string, seq: number): string =>
  `${SEARCH_OBJECT_PREFIX}${siteId}/${String(seq).padStart(12, '0')}-${Date.now().toString(36)}.json.gz`;
