/**
 * POST /uploads/{id}/complete: what arrived checked and the upload made ready. Apart from
 * uploads.ts so that creating, listing and deleting uploads carry no sniffers (file-type, saxes,
 * image-size).
 */
import { TABLE_NAME } from '../db/client.js';
import { timestamp } from '../db/keys.js';
import { labelled, sendTransaction, TransactionRefused } from '../db/transaction.js';
import { notFound } from '../http/errors.js';
import type { StoredFile } from './file-objects.js';
import { MEDIA_TYPES, bytesToRead, type MediaType } from './media-types.js';
import { deleteObject, markObjectReady, readObjectStart } from './objects.js';
import type { Upload } from './present.js';
import { isRefusal, sniff } from './sniff.js';
import { uploadKey } from './keys.js';
import { getUpload } from './upload-records.js';
import { hexChecksum, isExpired, objectRefusal, versionOf } from './upload-rules.js';
import { countStorage, dropPendingUpload, refused } from './uploads.js';

/** Drops an expired upload (its object and its pending record) and refuses it. */
const expire = async (upload: Upload): Promise<never> => {
  await dropPendingUpload(upload);
  throw refused({ code: 'upload_expired', message: `The upload expired at ${upload.expires_at}: create a new one` });
};

/**
 * Checks what arrived for a pending upload (read with a consistent GetItem by the caller) and
 * makes it ready: one GetObject (a ranged read of its first bytes on AWS), one PutObjectTagging, then one
 * TransactWriteItems (the upload, conditioned on still being pending, and the site's storage
 * counter). An object that is missing, of another size or checksum, or whose bytes are not the
 * declared type is deleted and the upload stays pending (422, nothing else changed). A ready
 * upload is answered as it is.
 */
export const completeUpload = async (siteId: string, upload: Upload, now = new Date()): Promise<Upload> => {
  const uploadId = upload.id;
  if (upload.status === 'ready') return upload;
  if (isExpired(upload.expires_at, now)) return expire(upload);
  const type = MEDIA_TYPES.get(upload.content_type) as MediaType;
  const read = await readObjectStart(upload.key, bytesToRead(type, upload.size));
  const refusal = objectRefusal(upload, read?.stored);
  const sniffed = read && !refusal ? await sniff(read.head, type, read.head.length >= upload.size) : undefined;
  const rejection = refusal ?? (sniffed && isRefusal(sniffed) ? sniffed : undefined);
  if (rejection) {
    if (read) await deleteObject(upload.key);
    throw refused(rejection);
  }
  const dimensions = sniffed && !isRefusal(sniffed) ? sniffed : {};
  await markObjectReady(upload.key);
  const at = timestamp(now);
  const file: StoredFile = {
    upload_id: upload.id,
    key: upload.key,
    filename: upload.filename,
    content_type: upload.content_type,
    size: upload.size,
    checksum: hexChecksum(upload.checksum_sha256),
    version: versionOf(upload.checksum_sha256),
    ...dimensions,
  };
  try {
    await sendTransaction([
      labelled('upload', {
        Update: {
          TableName: TABLE_NAME,
          Key: uploadKey(siteId, uploadId),
          UpdateExpression: 'SET #status = :ready, #file = :file, completed_at = :at, updated_at = :at REMOVE #ttl',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status', '#file': 'file', '#ttl': 'ttl' },
          ExpressionAttributeValues: { ':ready': 'ready', ':pending': 'pending', ':file': file, ':at': at },
        },
      }),
      countStorage(siteId, uploadId, upload.size),
    ]);
  } catch (error) {
    // Completed (or deleted) by a concurrent request meanwhile: answer with what is there now.
    if (error instanceof TransactionRefused && error.refused('upload')) {
      const current = await getUpload(siteId, uploadId, true);
      if (current) return current;
      throw notFound('Upload');
    }
    throw error;
  }
  return { ...upload, status: 'ready', file, completed_at: at, updated_at: at };
};
