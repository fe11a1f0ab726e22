import { sitePk } from '../db/keys.js';

// An upload has a partition of its own: the upload item and one reference item per use, so
// deleting it reads both in one consistent Query. The site's uploads are listed from GSI1, in id
// (creation) order. A site's stored bytes are counted on STORAGE_SHARDS counter items, so fifty
// completions at once do not queue on one item.
/** The upload item's key. */
export const uploadKey = (siteId: string, uploadId: string) => ({
  pk: sitePk(siteId, `UPLOAD#${uploadId}`),
  sk: 'UPLOAD',
});
/** GSI1 partition of a site's uploads. */
export const uploadsIndex = (siteId: string) => sitePk(siteId, 'UPLOADS');
/** The key of the reference item that records one use of an upload (`where`: `page#<id>#og_image`). */
export const referenceKey = (siteId: string, uploadId: string, where: string) => ({
  pk: sitePk(siteId, `UPLOAD#${uploadId}`),
  sk: `REF#${where}`,
});
/** One of the site's storage counter shards. */
export const storageShardKey = (siteId: string, shard: number) => ({
  pk: sitePk(siteId, 'STORAGE'),
  sk: `SHARD#${String(shard).padStart(2, '0')}`,
});
