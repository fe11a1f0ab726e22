import { isDeepStrictEqual } from 'node:util';
import { invalidField } from '../http/errors.js';
import type { TransactionItem } from '../db/transaction.js';
import { presentFileValue, storedFileAfterEdit } from '../uploads/file-objects.js';
import { fileFieldUses, isFileInput, resolveFileFields, resolveFiles } from '../uploads/references.js';
import { pageKeys } from './keys.js';

// A page's file object: `og_image` may be written as `{"upload_id": "…"}`; the page
// then stores that upload's file object and records the use in its own transaction.

/**
 * The document with an `og_image` naming an upload resolved to its file object: one BatchGetItem,
 * none otherwise, nor when it is the one `stored` already holds (422 naming og_image when unusable).
 */
export const withResolvedOgImage = <T extends object>(siteId: string, doc: T, stored?: object): Promise<T> =>
  resolveFileFields(siteId, doc, ['og_image'], stored);

/** The labelled items recording which upload a page's og_image uses, before → after (a refused `upload:og_image` is the upload gone meanwhile). */
export const ogImageUses = (siteId: string, pageId: string, before: unknown, after: unknown): TransactionItem[] =>
  fileFieldUses(
    siteId,
    { type: 'page', id: pageId, key: pageKeys.page(siteId, pageId) },
    ['og_image'],
    { og_image: before },
    { og_image: after },
  );

/** A page write refused because its og_image's upload went meanwhile. */
export const ogImageGone = () =>
  invalidField('og_image', 'names an upload that was deleted meanwhile', 'unknown_upload');

/** An og_image as the API shows it: an upload's file object with its URLs built now, anything else as stored. */
export const presentOgImage = (value: unknown, base: string) => presentFileValue(value, { base });

/** The og_image to store after a page batch edited the presented page: the stored file (with the client's additional properties) while it is still that upload's. */
export const storedOgImage = (stored: unknown, presented: unknown, edited: unknown): unknown =>
  isDeepStrictEqual(edited, presented) ? stored : (storedFileAfterEdit(stored, edited) ?? edited);

/**
 * A page batch's operations with each `set` of `/og_image` to `{"upload_id": "…"}` given the
 * upload's file object (one BatchGetItem for all of them; 422 naming `operations.<i>.value`).
 */
export const resolveBatchFiles = async <
  T extends { readonly op: string; readonly path: string; readonly value?: unknown },
>(
  siteId: string,
  operations: readonly T[],
): Promise<T[]> => {
  const inputs = operations.flatMap((operation, index) =>
    isFileInput(operation.value) ? [{ field: `operations.${index}.value`, upload_id: operation.value.upload_id }] : [],
  );
  if (!inputs.length) return [...operations];
  const files = await resolveFiles(siteId, inputs);
  return operations.map((operation, index) =>
    files.has(`operations.${index}.value`)
      ? { ...operation, value: files.get(`operations.${index}.value`) }
      : operation,
  );
};
