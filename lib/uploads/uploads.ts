/**
 * Uploads: the records of files a client posts straight to the media bucket. Every
 * DynamoDB access pattern of the domain but the list (upload-list.ts) and complete
 * (upload-complete.ts), each apart so that its function carries only what it uses; the object side
 * is in objects.ts.
 */
import { randomBytes } from 'node:crypto';
import { batchGet, keyId } from '../db/batch-get.js';
import { toUpload, uploads } from './upload-records.js';
import { TABLE_NAME } from '../db/client.js';
import { deleteRecordById, insertRecord } from '../db/entity.js';
import { newId, timestamp } from '../db/keys.js';
import { queryOnce } from '../db/query-all.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { ApiError, assertValid, conflict, notFound } from '../http/errors.js';
import { MEDIA_TYPES, type MediaType } from './media-types.js';
import { deleteObject, presignUpload } from './objects.js';
import type { Upload } from './present.js';
import { UPLOAD_LIMITS, UPLOAD_TTL_SECONDS } from './upload-config.js';
import { storageShardKey, uploadKey } from './keys.js';
import {
  declaredFileErrors,
  objectKey,
  postPolicy,
  storageShard,
  type DeclaredFile,
  type Refusal,
} from './upload-rules.js';

/** The 422 of a refused file. */
export const refused = (refusal: Refusal) => new ApiError(422, refusal.code, refusal.message);

/** Drops an upload never completed: its object, then its record (one DeleteItem, only while it is still pending). */
export const dropPendingUpload = async (upload: Pick<Upload, 'site_id' | 'id' | 'key'>): Promise<void> => {
  await deleteObject(upload.key);
  await deleteRecordById(uploads, upload.site_id, upload.id, { only: { status: 'pending' } });
};

/**
 * Records a pending upload and presigns the form its file is posted with: one PutItem (the
 * presigned POST is local CPU). 422 for a type or size the stage does not accept. The record
 * expires (DynamoDB TTL) a day after its form unless completed.
 */
export const createUpload = async (siteId: string, input: DeclaredFile) => {
  const errors = declaredFileErrors(input, UPLOAD_LIMITS);
  assertValid(errors);
  const type = MEDIA_TYPES.get(input.content_type) as MediaType;
  const at = new Date();
  const id = newId(at);
  const key = objectKey(siteId, id, type, randomBytes(16).toString('hex'));
  const expires = new Date(at.getTime() + UPLOAD_TTL_SECONDS * 1000);
  const upload: Upload = {
    id,
    site_id: siteId,
    filename: input.filename,
    content_type: type.mime,
    size: input.size,
    checksum_sha256: input.checksum_sha256,
    purpose: input.purpose,
    status: 'pending',
    key,
    expires_at: timestamp(expires),
    created_at: timestamp(at),
    updated_at: timestamp(at),
  };
  const policy = postPolicy(input, type);
  const form = await presignUpload(key, policy.fields, [...policy.conditions], UPLOAD_TTL_SECONDS);
  await insertRecord(uploads, siteId, id, upload);
  return { upload, form };
};

/** The storage counter update that adds `bytes` (negative: removes) for an upload, as an item of the write's transaction. */
export const countStorage = (siteId: string, uploadId: string, bytes: number): TransactionItem =>
  labelled('storage', {
    Update: {
      TableName: TABLE_NAME,
      Key: storageShardKey(siteId, storageShard(uploadId)),
      UpdateExpression: 'ADD #bytes :bytes',
      ExpressionAttributeNames: { '#bytes': 'bytes' },
      ExpressionAttributeValues: { ':bytes': bytes },
    },
  });

/** One use of an upload, as its reference item records it. */
export interface UploadUse {
  /** The kind of resource that uses it (`page`, `article`, `product`, `entry`, `theme`). */
  readonly type: string;
  readonly id: string;
  /** Where in the resource (`og_image`, `images`, `fields.photo`, `assets/logo.png`). */
  readonly field: string;
  /** The resource's own item, to tell a live use from one whose resource a cascade deleted. */
  readonly owner: { readonly pk: string; readonly sk: string };
}

const MAX_USES_SHOWN = 25;

/**
 * Deletes an upload that nothing uses: one consistent Query of its partition (the upload and its
 * reference items), one TransactWriteItems (the upload, conditioned on no use having been added
 * since, and the storage counter), then its object (one DeleteObject). 409 `upload_in_use`
 * naming where it is used; a reference whose resource is gone (a cascade deleted it) is checked
 * with one BatchGetItem and removed in the same transaction.
 */
export const deleteUpload = async (
  siteId: string,
  uploadId: string,
  authorize: (upload: Upload) => void = () => {},
): Promise<void> => {
  const deleted = await withOptimisticRetry(
    async () => {
      const items = await queryOnce({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ConsistentRead: true,
        ExpressionAttributeValues: { ':pk': uploadKey(siteId, uploadId).pk },
        Limit: MAX_USES_SHOWN + 1,
      });
      const item = items.find((candidate) => candidate.sk === 'UPLOAD');
      if (!item) throw notFound('Upload');
      const upload = toUpload(item);
      authorize(upload);
      const references = items.filter((candidate) => String(candidate.sk).startsWith('REF#'));
      const stale = await staleReferences(uploadId, references);
      const live = references.filter((reference) => !stale.includes(reference));
      if (live.length) {
        throw conflict('upload_in_use', 'The upload is still used: remove it from these first', {
          details: {
            used_by: live.map((reference) => ({ type: reference.type, id: reference.id, field: reference.field })),
          },
        });
      }
      try {
        await sendTransaction([
          labelled('upload', {
            Delete: {
              TableName: TABLE_NAME,
              Key: uploadKey(siteId, uploadId),
              ConditionExpression:
                item.use_stamp === undefined
                  ? 'attribute_exists(pk) AND attribute_not_exists(use_stamp)'
                  : 'use_stamp = :stamp',
              ...(item.use_stamp !== undefined && { ExpressionAttributeValues: { ':stamp': item.use_stamp } }),
            },
          }),
          ...stale.map((reference) =>
            labelled('reference', { Delete: { TableName: TABLE_NAME, Key: { pk: reference.pk, sk: reference.sk } } }),
          ),
          ...(upload.status === 'ready' ? [countStorage(siteId, uploadId, -upload.size)] : []),
        ]);
      } catch (error) {
        // A use was added (or the upload completed) since the read: read again.
        if (error instanceof TransactionRefused) throw new StaleRead('upload changed');
        throw error;
      }
      return upload;
    },
    { attempts: 4, backoffMs: 20 },
  );
  await deleteObject(deleted.key);
};

/** References whose resource no longer holds the upload (deleted by a cascade): one BatchGetItem of their resources, none without references. */
const staleReferences = async (uploadId: string, references: readonly Record<string, unknown>[]) => {
  if (!references.length) return [];
  const owners = await batchGet(references.map((reference) => reference.owner as { pk: string; sk: string }));
  return references.filter((reference) => {
    const owner = owners.get(keyId(reference.owner as { pk: string; sk: string }));
    return !owner || !JSON.stringify(owner).includes(uploadId);
  });
};
