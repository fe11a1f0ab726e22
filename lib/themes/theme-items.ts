import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import type { TokenRecord } from '../auth/token-record.js';
import { db, TABLE_NAME } from '../db/client.js';
import { isId, newId, timestamp } from '../db/keys.js';
import type { PrefetchKeys } from '../db/prefetch.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { ApiError, unprocessable } from '../http/errors.js';
import type { StoredFile } from '../uploads/file-objects.js';
import { filesIn, fileUseItems, refusedFile } from '../uploads/references.js';
import { uploadKey } from '../uploads/keys.js';
import { toUpload } from '../uploads/upload-records.js';
import { encodeCode, storedCodeSize, type StoredCode } from './code-codec.js';
import { checksumOf } from './checksum.js';
import type { ItemKind } from './schemas.js';
import { themeBlobPk, themeKey, themePk } from './themes.js';
import { recordOf } from '../db/record.js';
import { labelled, sendWrite, TransactionRefused } from '../db/transaction.js';

/** Who last changed an item: the user behind the token (if any) and the token itself. */
export interface ChangedBy {
  readonly user_id: string | null;
  readonly token_id: string;
}

/** A layout, template, snippet or asset as stored in its theme's partition. */
export interface ThemeItem extends StoredCode {
  readonly id: string;
  readonly theme_id: string;
  readonly kind: ItemKind;
  readonly name: string;
  readonly folder: string | null;
  readonly created_at: string;
  readonly updated_at: string;
  readonly changed_by: ChangedBy;
  /** Assets only: the body is binary and lives in the theme's blob partition. */
  readonly binary?: boolean;
  readonly content_type?: string;
  /** Size of the code or binary body in bytes. */
  readonly size: number;
  /** SHA-256 (hex) of the code's UTF-8 bytes or of the binary body; absent on items stored before checksums. */
  readonly checksum?: string;
  /** Assets whose body is an upload in the media bucket: its file object; no blob then. */
  readonly file?: StoredFile;
}

const SORT_PREFIX: Record<ItemKind, string> = {
  layouts: 'LAYOUT#',
  templates: 'TEMPLATE#',
  snippets: 'SNIPPET#',
  assets: 'ASSET#',
};

/** A layout, template, snippet or asset, in its theme's partition. */
export const themeItemKey = (siteId: string, themeId: string, kind: ItemKind, name: string) => ({
  pk: themePk(siteId, themeId),
  sk: `${SORT_PREFIX[kind]}${name}`,
});
const blobKey = (siteId: string, themeId: string, name: string) => ({ pk: themeBlobPk(siteId, themeId), sk: name });

// DynamoDB items are at most 400 KB; keep a margin for the other attributes.
const MAX_STORED_BYTES = 380_000;
const tooLarge = (what: string) =>
  new ApiError(
    413,
    'item_too_large',
    `${what} is too large to store (at most ${MAX_STORED_BYTES} bytes after compression)`,
  );

export const toThemeItem = /* @__PURE__ */ recordOf<ThemeItem>();

export interface UpsertInput {
  readonly name: string;
  readonly folder?: string | null;
  readonly code?: string;
  /** Assets only: binary body. */
  readonly content?: Buffer;
  /** Assets only: a ready upload of the site holding the body (stored in S3, any size). */
  readonly upload_id?: string;
  readonly content_type?: string;
}

/**
 * Creates or replaces an item by name, keeping its id and creation time: one BatchGetItem (theme,
 * current item and the upload an asset names), then one PutItem (layouts, templates, snippets) or
 * one TransactWriteItems (assets, whose binary body is written or removed with them, and whose
 * upload's use is recorded: sendWrite). Undefined when the theme does not exist.
 */
export const upsertThemeItem = async (
  siteId: string,
  themeId: string,
  kind: ItemKind,
  input: UpsertInput,
  token: TokenRecord,
): Promise<{ item: ThemeItem; created: boolean; content?: Buffer } | undefined> => {
  const key = themeItemKey(siteId, themeId, kind, input.name);
  // The upload an asset names is read in the same request as the theme and the item.
  const uploadAt = input.upload_id === undefined ? undefined : uploadKey(siteId, input.upload_id);
  const out = await db.send(
    new BatchGetCommand({
      RequestItems: {
        [TABLE_NAME]: { Keys: [themeKey(siteId, themeId), key, ...(uploadAt ? [uploadAt] : [])], ConsistentRead: true },
      },
    }),
  );
  const found = out.Responses?.[TABLE_NAME] ?? [];
  if (!found.some((item) => item.sk === 'THEME')) return undefined;
  const existing = found.find((item) => item.sk === key.sk);
  const file = uploadAt
    ? uploadedFile(found.find((item) => item.pk === uploadAt.pk && item.sk === uploadAt.sk))
    : undefined;

  const binary = input.content !== undefined || file !== undefined;
  const stored = binary ? {} : encodeCode(input.code ?? '');
  const size = file?.size ?? (input.content ? input.content.length : Buffer.byteLength(input.code ?? ''));
  if (storedCodeSize(stored) > MAX_STORED_BYTES) throw tooLarge('The code');
  if (input.content && size > MAX_STORED_BYTES)
    throw tooLarge('The content (send larger assets as an upload: upload_id)');
  const now = timestamp();
  const item: ThemeItem = {
    id: (existing?.id as string | undefined) ?? newId(),
    theme_id: themeId,
    kind,
    name: input.name,
    folder: input.folder ?? null,
    created_at: (existing?.created_at as string | undefined) ?? now,
    updated_at: now,
    changed_by: { user_id: token.userId ?? null, token_id: token.id },
    ...stored,
    ...(kind === 'assets' && {
      binary,
      content_type: file?.content_type ?? input.content_type ?? guessContentType(input.name, binary),
    }),
    size,
    checksum: file?.checksum ?? checksumOf(input.content ?? input.code ?? ''),
    ...(file && { file }),
  };
  // An asset in S3 records its upload's use (and a replaced one releases it); its old base64 body, if any, goes.
  const field = `assets/${input.name}`;
  const uses =
    kind === 'assets'
      ? fileUseItems(siteId, { type: 'theme', id: themeId, key }, filesIn(existing?.file, field), filesIn(file, field))
      : [];
  try {
    await sendWrite([
      labelled('item', { Put: { TableName: TABLE_NAME, Item: { ...key, ...item } } }),
      ...(kind !== 'assets'
        ? []
        : [
            labelled(
              'body',
              input.content
                ? {
                    Put: {
                      TableName: TABLE_NAME,
                      Item: { ...blobKey(siteId, themeId, input.name), content: input.content },
                    },
                  }
                : { Delete: { TableName: TABLE_NAME, Key: blobKey(siteId, themeId, input.name) } },
            ),
          ]),
      ...uses,
    ]);
  } catch (error) {
    if (refusedFile(error)) throw uploadUnusable('names an upload that was deleted meanwhile', 'unknown_upload');
    throw error;
  }
  return { item, created: !existing, content: input.content };
};

const uploadUnusable = (message: string, code: string) => unprocessable([{ field: 'upload_id', message, code }]);

/** The file object of the upload item an asset names (422 on `upload_id` when it is not this site's or not ready). */
const uploadedFile = (item: Record<string, unknown> | undefined): StoredFile => {
  if (!item) throw uploadUnusable('is not an upload of this site', 'unknown_upload');
  const upload = toUpload(item);
  if (upload.status !== 'ready' || !upload.file)
    throw uploadUnusable('names an upload that is not complete yet: complete it first', 'upload_not_ready');
  return upload.file;
};

/** The keys getThemeItem reads: the item, and an asset's binary body. */
const itemReadKeys = (siteId: string, themeId: string, kind: ItemKind, name: string) =>
  kind === 'assets'
    ? [themeItemKey(siteId, themeId, kind, name), blobKey(siteId, themeId, name)]
    : [themeItemKey(siteId, themeId, kind, name)];

/** GET /themes/{theme}/{kind}/{name} with the theme by id: getThemeItem's BatchGetItem, read with the token. */
export const themeItemPrefetch =
  (kind: ItemKind): PrefetchKeys =>
  ({ siteId, params }) =>
    siteId !== undefined && isId(params.theme ?? '') && params.name
      ? itemReadKeys(siteId, params.theme as string, kind, params.name)
      : [];

/** One item by name: one GetItem-sized BatchGetItem (assets fetch their binary body in the same request). */
export const getThemeItem = async (
  siteId: string,
  themeId: string,
  kind: ItemKind,
  name: string,
): Promise<{ item: ThemeItem; content?: Buffer } | undefined> => {
  const key = themeItemKey(siteId, themeId, kind, name);
  const keys = itemReadKeys(siteId, themeId, kind, name);
  const out = await db.send(new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: keys } } }));
  const found = out.Responses?.[TABLE_NAME] ?? [];
  const item = found.find((candidate) => candidate.sk === key.sk && candidate.pk === key.pk);
  if (!item) return undefined;
  const blob = found.find((candidate) => candidate !== item);
  const content = blob?.content as Uint8Array | undefined;
  return { item: toThemeItem(item), content: content && Buffer.from(content) };
};

/** A theme's items of one kind, by name: one Query on the theme's partition (sort key prefix). */
export const listThemeItems = async (
  siteId: string,
  themeId: string,
  kind: ItemKind,
  page: PageRequest,
): Promise<Page<ThemeItem>> => {
  const pk = themePk(siteId, themeId);
  const result = await queryPage(
    {
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': SORT_PREFIX[kind] },
    },
    page,
    { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] },
  );
  return { ...result, items: result.items.map(toThemeItem) };
};

/** Deletes one item: one DeleteItem, or for assets one TransactWriteItems with its body. False when absent. */
export const deleteThemeItem = async (
  siteId: string,
  themeId: string,
  kind: ItemKind,
  name: string,
): Promise<boolean> => {
  const key = themeItemKey(siteId, themeId, kind, name);
  try {
    await sendWrite([
      labelled('item', { Delete: { TableName: TABLE_NAME, Key: key, ConditionExpression: 'attribute_exists(pk)' } }),
      ...(kind !== 'assets'
        ? []
        : [labelled('body', { Delete: { TableName: TABLE_NAME, Key: blobKey(siteId, themeId, name) } })]),
    ]);
  } catch (error) {
    // The item was already gone; a collision with another write is not "not found".
    if (error instanceof TransactionRefused) return false;
    throw error;
  }
  return true;
};

const TYPES: Record<string, string> = {
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  json: 'application/json',
  svg: 'image/svg+xml',
  html: 'text/html',
  txt: 'text/plain',
  liquid: 'text/plain',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
};

/** A media type from a file name's extension, for assets uploaded without one. */
export const guessContentType = (name: string, binary: boolean): string =>
  TYPES[name.slice(name.lastIndexOf('.') + 1).toLowerCase()] ?? (binary ? 'application/octet-stream' : 'text/plain');
