/**
 * Uploads (issue 21): the records of files a client posts straight to the media bucket. Every
 * DynamoDB access pattern of the domain; the object side is in objects.ts.
 */
import { randomBytes } from 'node:crypto';
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { batchGet, keyId } from '../db/batch-get.js';
import { getUpload, toUpload } from './upload-records.js';
import { db, TABLE_NAME } from '../db/client.js';
import { newId, timestamp, ttlFrom } from '../db/keys.js';
import { queryList, type ListDeclaration } from '../db/list-query.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import type { Page, PageRequest } from '../db/pagination.js';
import { GSI1 } from '../db/table.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { ApiError, conflict, notFound, unprocessable } from '../http/errors.js';
import type { StoredFile } from './file-objects.js';
import { MEDIA_TYPES, bytesToRead, type MediaType } from './media-types.js';
import { deleteObject, markObjectReady, presignUpload, readObjectStart } from './objects.js';
import type { Upload } from './present-upload.js';
import { isRefusal, sniff } from './sniff.js';
import { UPLOAD_LIMITS, UPLOAD_TTL_SECONDS } from './upload-config.js';
import { storageShardKey, uploadKey, uploadsIndex } from './upload-keys.js';
import {
  declaredFileErrors, hexChecksum, isExpired, objectKey, objectRefusal, postPolicy, storageShard, versionOf,
  type DeclaredFile, type Refusal,
} from './upload-rules.js';


const refused = (refusal: Refusal) => new ApiError(422, refusal.code, refusal.message);

/**
 * Records a pending upload and presigns the form its file is posted with: one PutItem (the
 * presigned POST is local CPU). 422 for a type or size the stage does not accept. The record
 * expires (DynamoDB TTL) a day after its form unless completed.
 */
export const createUpload = async (siteId: string, input: DeclaredFile) => {
  const errors = declaredFileErrors(input, UPLOAD_LIMITS);
  if (errors.length) throw unprocessable(errors);
  const type = MEDIA_TYPES.get(input.content_type) as MediaType;
  const at = new Date();
  const id = newId(at);
  const key = objectKey(siteId, id, type, randomBytes(16).toString('hex'));
  const expires = new Date(at.getTime() + UPLOAD_TTL_SECONDS * 1000);
  const upload: Upload = {
    id, site_id: siteId, filename: input.filename, content_type: type.mime, size: input.size, checksum_sha256: input.checksum_sha256,
    purpose: input.purpose, status: 'pending', key, expires_at: timestamp(expires), created_at: timestamp(at), updated_at: timestamp(at),
  };
  const policy = postPolicy(input, type);
  const form = await presignUpload(key, policy.fields, [...policy.conditions], UPLOAD_TTL_SECONDS);
  await db.send(new PutCommand({
    TableName: TABLE_NAME,
    Item: { ...uploadKey(siteId, id), gsi1pk: uploadsIndex(siteId), gsi1sk: id, ...upload, ttl: ttlFrom(expires) + 86_400 },
    ConditionExpression: 'attribute_not_exists(pk)',
  }));
  return { upload, form };
};

/** The uploads list's fields and orders (GSI1 holds a site's uploads in id order). */
const uploadList = (siteId: string): ListDeclaration => {
  const read = (forward: boolean) => ({
    input: {
      TableName: TABLE_NAME, IndexName: GSI1, KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': uploadsIndex(siteId) }, ScanIndexForward: forward,
    },
    shape: { partition: ['gsi1pk', uploadsIndex(siteId)] as const, keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] },
  });
  return {
    catalogue: [
      { name: 'content_type', type: 'string', read: (item) => item.content_type },
      { name: 'filename', type: 'string', read: (item) => item.filename },
      { name: 'status', type: 'select', options: ['pending', 'ready'], read: (item) => item.status },
      { name: 'purpose', type: 'select', options: ['media', 'theme_asset'], read: (item) => item.purpose },
      { name: 'size', type: 'number', read: (item) => item.size },
      { name: 'created_at', type: 'datetime', read: (item) => item.created_at },
    ],
    orders: { created_at: read(true), '-created_at': read(false) },
  };
};

/** A page of a site's uploads for a list query (oldest first by default): one Query on the site's GSI1 UPLOADS partition (see queryList). */
export const listUploads = async (siteId: string, params: Readonly<Record<string, string | undefined>>, page: PageRequest): Promise<Page<Upload>> => {
  const result = await queryList(uploadList(siteId), params, page);
  return { ...result, items: result.items.map((item) => toUpload(item)) };
};

/** The storage counter update that adds `bytes` (negative: removes) for an upload, as an item of the write's transaction. */
const countStorage = (siteId: string, uploadId: string, bytes: number): TransactionItem => labelled('storage', {
  Update: {
    TableName: TABLE_NAME, Key: storageShardKey(siteId, storageShard(uploadId)),
    UpdateExpression: 'ADD #bytes :bytes', ExpressionAttributeNames: { '#bytes': 'bytes' }, ExpressionAttributeValues: { ':bytes': bytes },
  },
});

/** Drops an expired upload: its object, then its record (one DeleteItem, only while still pending). */
const expire = async (upload: Upload): Promise<never> => {
  await deleteObject(upload.key);
  await db.send(new DeleteCommand({
    TableName: TABLE_NAME, Key: uploadKey(upload.site_id, upload.id),
    ConditionExpression: '#status = :pending', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':pending': 'pending' },
  })).catch((error: unknown) => { if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error; });
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
    upload_id: upload.id, key: upload.key, filename: upload.filename, content_type: upload.content_type, size: upload.size,
    checksum: hexChecksum(upload.checksum_sha256), version: versionOf(upload.checksum_sha256), ...dimensions,
  };
  try {
    await sendTransaction([
      labelled('upload', {
        Update: {
          TableName: TABLE_NAME, Key: uploadKey(siteId, uploadId),
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
export const deleteUpload = async (siteId: string, uploadId: string, authorize: (upload: Upload) => void = () => {}): Promise<void> => {
  const deleted = await withOptimisticRetry(async () => {
    const out = await db.send(new QueryCommand({
      TableName: TABLE_NAME, KeyConditionExpression: 'pk = :pk', ConsistentRead: true,
      ExpressionAttributeValues: { ':pk': uploadKey(siteId, uploadId).pk }, Limit: MAX_USES_SHOWN + 1,
    }));
    const items = out.Items ?? [];
    const item = items.find((candidate) => candidate.sk === 'UPLOAD');
    if (!item) throw notFound('Upload');
    const upload = toUpload(item);
    authorize(upload);
    const references = items.filter((candidate) => String(candidate.sk).startsWith('REF#'));
    const stale = await staleReferences(uploadId, references);
    const live = references.filter((reference) => !stale.includes(reference));
    if (live.length) {
      throw conflict('upload_in_use', 'The upload is still used: remove it from these first', {
        details: { used_by: live.map((reference) => ({ type: reference.type, id: reference.id, field: reference.field })) },
      });
    }
    try {
      await sendTransaction([
        labelled('upload', {
          Delete: {
            TableName: TABLE_NAME, Key: uploadKey(siteId, uploadId),
            ConditionExpression: item.use_stamp === undefined ? 'attribute_exists(pk) AND attribute_not_exists(use_stamp)' : 'use_stamp = :stamp',
            ...(item.use_stamp !== undefined && { ExpressionAttributeValues: { ':stamp': item.use_stamp } }),
          },
        }),
        ...stale.map((reference) => labelled('reference', { Delete: { TableName: TABLE_NAME, Key: { pk: reference.pk, sk: reference.sk } } })),
        ...(upload.status === 'ready' ? [countStorage(siteId, uploadId, -upload.size)] : []),
      ]);
    } catch (error) {
      // A use was added (or the upload completed) since the read: read again.
      if (error instanceof TransactionRefused) throw new StaleRead('upload changed');
      throw error;
    }
    return upload;
  }, { attempts: 4, backoffMs: 20 });
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

