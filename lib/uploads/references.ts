/**
 * File objects in other domains' writes: a write that names `{"upload_id": "…"}` where
 * a file goes stores that upload's file object, and records the use in the same transaction, so
 * a used upload cannot be deleted. A domain calls `resolveFiles` before its write (one
 * BatchGetItem for every upload the write names), puts the stored files in its item, and adds
 * `fileUseItems` (what the write starts and stops using) to its own transaction; a delete adds
 * the release items of what the item held.
 */
import { randomBytes } from 'node:crypto';
import { TABLE_NAME } from '../db/client.js';
import { labelled, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { ApiError, type FieldError } from '../http/errors.js';
import { isStoredFile, storedFileAfterEdit, type StoredFile } from './file-objects.js';
import { isFileInput } from './file-input.js';
import { referenceKey, uploadKey } from './keys.js';
import { getUploads } from './upload-records.js';

/** One place in a write that takes a file: `og_image`, `images.2`, `fields.photo`. */
export interface FileInputAt {
  readonly field: string;
  readonly upload_id: string;
}

/** The resource whose item holds file objects: its kind, id and item key (to tell a live use from a stale one). */
export interface FileOwner {
  readonly type: string;
  readonly id: string;
  readonly key: { readonly pk: string; readonly sk: string };
}

export { isFileInput };

const notUsable = (field: string, message: string, code: string): FieldError => ({ field, message, code });

/**
 * The file objects of the uploads a write names, by field: one BatchGetItem (none when it names
 * none). 422 naming each field whose upload is not this site's, does not exist or is not ready.
 */
export const resolveFiles = async (
  siteId: string,
  inputs: readonly FileInputAt[],
): Promise<Map<string, StoredFile>> => {
  const files = new Map<string, StoredFile>();
  if (!inputs.length) return files;
  const uploads = await getUploads(
    siteId,
    inputs.map((input) => input.upload_id),
  );
  const errors: FieldError[] = [];
  for (const input of inputs) {
    const upload = uploads.get(input.upload_id);
    if (!upload) errors.push(notUsable(input.field, 'is not an upload of this site', 'unknown_upload'));
    else if (upload.status !== 'ready' || !upload.file)
      errors.push(
        notUsable(input.field, 'names an upload that is not complete yet: complete it first', 'upload_not_ready'),
      );
    else files.set(input.field, upload.file);
  }
  if (errors.length) throw new ApiError(422, 'validation_failed', 'The request has invalid fields', { errors });
  return files;
};

/** Every stored file in a value (a file object, an array of them, or a record of fields holding them), with where it is. */
export const filesIn = (value: unknown, field: string): { field: string; file: StoredFile }[] => {
  if (isStoredFile(value)) return [{ field, file: value }];
  if (Array.isArray(value)) return value.flatMap((item) => (isStoredFile(item) ? [{ field, file: item }] : []));
  return [];
};

const usesOf = (files: readonly { field: string; file: StoredFile }[]) =>
  new Map(files.map(({ field, file }) => [`${file.upload_id}|${field}`, { field, uploadId: file.upload_id }]));

/**
 * The transaction items of a write that changes which uploads a resource uses, `before` and
 * `after` being the stored files of its file fields: a new use stamps its upload (conditioned on
 * it still being ready: refused as `upload:<field>`, so a concurrent delete cannot miss it) and
 * records a reference item; a dropped use removes its reference item.
 */
export const fileUseItems = (
  siteId: string,
  owner: FileOwner,
  before: readonly { field: string; file: StoredFile }[],
  after: readonly { field: string; file: StoredFile }[],
): TransactionItem[] => {
  const old = usesOf(before);
  const next = usesOf(after);
  const items: TransactionItem[] = [];
  const stamped = new Set<string>();
  for (const [id, use] of next) {
    if (old.has(id)) continue;
    if (!stamped.has(use.uploadId)) {
      stamped.add(use.uploadId);
      items.push(
        labelled(`upload:${use.field}`, {
          Update: {
            TableName: TABLE_NAME,
            Key: uploadKey(siteId, use.uploadId),
            UpdateExpression: 'SET use_stamp = :stamp',
            ConditionExpression: '#status = :ready',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':stamp': randomBytes(8).toString('hex'), ':ready': 'ready' },
          },
        }),
      );
    }
    items.push(
      labelled(`file-use:${use.field}`, {
        Put: {
          TableName: TABLE_NAME,
          Item: {
            ...referenceKey(siteId, use.uploadId, `${owner.type}#${owner.id}#${use.field}`),
            type: owner.type,
            id: owner.id,
            field: use.field,
            owner: owner.key,
          },
        },
      }),
    );
  }
  for (const [id, use] of old) {
    if (next.has(id)) continue;
    items.push(
      labelled(`file-release:${use.field}`, {
        Delete: {
          TableName: TABLE_NAME,
          Key: referenceKey(siteId, use.uploadId, `${owner.type}#${owner.id}#${use.field}`),
        },
      }),
    );
  }
  return items;
};

/** The 422 for a write refused because an upload it names was deleted (or reset) meanwhile; undefined for other refusals. */
export const refusedFile = (error: unknown): ApiError | undefined => {
  if (!(error instanceof TransactionRefused)) return undefined;
  const fields = error.failed
    .filter((label) => label.startsWith('upload:'))
    .map((label) => label.slice('upload:'.length));
  if (!fields.length) return undefined;
  return new ApiError(422, 'validation_failed', 'The request has invalid fields', {
    errors: fields.map((field) => notUsable(field, 'names an upload that was deleted meanwhile', 'unknown_upload')),
  });
};

const valueAt = (doc: object | undefined, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (value, name) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined),
      doc,
    );

const withValueAt = <T extends object>(doc: T, path: string, value: unknown): T => {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  if (!rest.length) return { ...doc, [head]: value };
  const inner = ((doc as Record<string, unknown>)[head] ?? {}) as object;
  return { ...doc, [head]: withValueAt(inner, rest.join('.'), value) };
};

/** An object where a file goes that names an upload: `{"upload_id"}`, or a file object sent back as it was shown. */
const namesUpload = (value: unknown): value is { upload_id: string } =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { upload_id?: unknown }).upload_id === 'string';

/**
 * `doc` with every object naming an upload among its file fields (dotted paths: `og_image`,
 * `images`, `fields.photo`; an array holds several) replaced by the upload's file object: one
 * BatchGetItem, none when there is no such input. `{"upload_id"}` is the usual input; a file object
 * sent back (a GET's answer in a PUT) is the upload's file again, its additional string properties
 * kept: its facts (object key, size, type…) are always the upload's, never the client's. One naming
 * the upload `before` (the stored document) already holds there takes the stored facts, unread.
 * 422 naming each unusable one (`images.1`).
 */
export const resolveFileFields = async <T extends object>(
  siteId: string,
  doc: T,
  fields: readonly string[],
  before?: object,
): Promise<T> => {
  const held = (field: string, value: { upload_id: string }) => {
    const stored = valueAt(before, field);
    return isStoredFile(stored) && stored.upload_id === value.upload_id
      ? storedFileAfterEdit(stored, value)
      : undefined;
  };
  const inputs: FileInputAt[] = [];
  for (const field of fields) {
    const value = valueAt(doc, field);
    if (namesUpload(value) && !held(field, value)) inputs.push({ field, upload_id: value.upload_id });
    else if (Array.isArray(value))
      value.forEach((item, index) => {
        if (isFileInput(item)) inputs.push({ field: `${field}.${index}`, upload_id: item.upload_id });
      });
  }
  const files = inputs.length ? await resolveFiles(siteId, inputs) : new Map<string, StoredFile>();
  let resolved = doc;
  for (const field of fields) {
    const value = valueAt(doc, field);
    if (namesUpload(value)) {
      const file = held(field, value) ?? files.get(field);
      resolved = withValueAt(resolved, field, file && (storedFileAfterEdit(file, value) ?? file));
    } else if (Array.isArray(value) && value.some(isFileInput)) {
      resolved = withValueAt(
        resolved,
        field,
        value.map((item, index) => files.get(`${field}.${index}`) ?? item),
      );
    }
  }
  return resolved;
};

/** The use items of a write over file fields, from the document before (none for a create) to after (none for a delete). */
export const fileFieldUses = (
  siteId: string,
  owner: FileOwner,
  fields: readonly string[],
  before: object | undefined,
  after: object | undefined,
): TransactionItem[] =>
  fileUseItems(
    siteId,
    owner,
    fields.flatMap((field) => filesIn(valueAt(before, field), field)),
    fields.flatMap((field) => filesIn(valueAt(after, field), field)),
  );
