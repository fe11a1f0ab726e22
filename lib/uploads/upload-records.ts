import { batchGet, keyId } from '../db/batch-get.js';
import { getRecordById, type Stored } from '../db/entity.js';
import { ttlFrom } from '../db/keys.js';
import { prefetchById } from '../db/prefetch.js';
import { recordOf } from '../db/record.js';
import type { Upload } from './present.js';
import { uploadKey, uploadsIndex } from './keys.js';

// Reads of upload records only (DynamoDB): what other domains' writes need to resolve
// `{"upload_id"}` inputs, without the S3 client or the type sniffing of uploads.ts.

/** An upload item as a record (the use stamp is internal). */
export const toUpload = /* @__PURE__ */ recordOf<Upload>(['use_stamp']);

/**
 * An upload's item, in its own partition beside its reference items, listed on the site's GSI1
 * UPLOADS partition in id order. A pending upload expires a day after its form does.
 */
export const uploads: Stored<Upload> = {
  name: 'Upload',
  key: uploadKey,
  indexes: (siteId, upload) => ({ gsi1pk: uploadsIndex(siteId), gsi1sk: upload.id }),
  ttl: (upload) =>
    upload.status === 'pending' && upload.expires_at ? ttlFrom(new Date(upload.expires_at)) + 86_400 : undefined,
  fromItem: toUpload,
};

/** An upload by id: one GetItem (consistent where a write follows). */
export const getUpload = (siteId: string, uploadId: string, consistent = false): Promise<Upload | undefined> =>
  getRecordById(uploads, siteId, uploadId, { consistent });

/** GET /uploads/{upload}: the upload, read with the token (getUpload's GetItem). */
export const uploadPrefetch = /* @__PURE__ */ prefetchById('upload', uploadKey);

/** Several uploads of a site by id: one BatchGetItem (consistent), as a map by id. */
export const getUploads = async (siteId: string, uploadIds: readonly string[]): Promise<Map<string, Upload>> => {
  const found = await batchGet([...new Set(uploadIds)].map((id) => uploadKey(siteId, id)));
  const uploads = new Map<string, Upload>();
  for (const id of new Set(uploadIds)) {
    const item = found.get(keyId(uploadKey(siteId, id)));
    if (item) uploads.set(id, toUpload(item));
  }
  return uploads;
};
