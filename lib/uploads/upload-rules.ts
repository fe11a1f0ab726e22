/**
 * Pure rules of uploads: which declared files are accepted, the object key the server
 * chooses, the presigned POST's conditions, and the verdict on what arrived. No I/O.
 */
import { createHash } from 'node:crypto';
import type { FieldError } from '../http/errors.js';
import { MEDIA_TYPES, SVG_MAX_BYTES, type MediaType } from './media-types.js';

/** What an upload is for: site media (write_content) or a theme's asset (write_themes). */
export type UploadPurpose = 'media' | 'theme_asset';

/** The limits of a stage (infra/stages.ts sets them on AWS). */
export interface UploadLimits {
  /** Largest upload in bytes (20 MB by default). */
  readonly maxBytes: number;
  /** Content types accepted (all of MEDIA_TYPES by default). */
  readonly allowedTypes: ReadonlySet<string>;
}

/** The file a client declares in `POST /uploads`. */
export interface DeclaredFile {
  readonly filename: string;
  readonly content_type: string;
  readonly size: number;
  /** Base64 SHA-256 of the bytes, as S3's `x-amz-checksum-sha256`. */
  readonly checksum_sha256: string;
  readonly purpose: UploadPurpose;
}

/** Reads `UPLOAD_ALLOWED_TYPES` (comma-separated MIME types; empty: every known type). */
export const parseAllowedTypes = (raw: string | undefined): ReadonlySet<string> => {
  const listed = (raw ?? '')
    .split(',')
    .map((type) => type.trim().toLowerCase())
    .filter(Boolean);
  if (listed.length === 0) return new Set(MEDIA_TYPES.keys());
  const unknown = listed.filter((type) => !MEDIA_TYPES.has(type));
  if (unknown.length) throw new Error(`UPLOAD_ALLOWED_TYPES names unknown content types: ${unknown.join(', ')}`);
  return new Set(listed);
};

/** The content types a purpose accepts within a stage's limits, for error messages and documentation. */
export const acceptedTypes = (limits: UploadLimits, purpose: UploadPurpose): string[] =>
  [...limits.allowedTypes].filter((mime) => purpose === 'theme_asset' || !MEDIA_TYPES.get(mime)?.themeOnly);

/** The declared file's errors (one per field), empty when it may be uploaded. */
export const declaredFileErrors = (file: DeclaredFile, limits: UploadLimits): FieldError[] => {
  const errors: FieldError[] = [];
  const type = MEDIA_TYPES.get(file.content_type);
  const accepted = acceptedTypes(limits, file.purpose);
  if (!type || !accepted.includes(type.mime)) {
    errors.push({ field: 'content_type', code: 'unsupported_type', message: `must be one of ${accepted.join(', ')}` });
  }
  const max = type?.check === 'svg' ? Math.min(SVG_MAX_BYTES, limits.maxBytes) : limits.maxBytes;
  if (file.size > max)
    errors.push({
      field: 'size',
      code: 'too_large',
      message: `must be at most ${max} bytes${type?.check === 'svg' ? ' for SVG' : ''}`,
    });
  return errors;
};

/**
 * The object key of an upload: `sites/<site id>/<upload id>-<32 random hex>.<ext>`. The random part
 * makes a file's address unguessable (ids follow creation time), so a file nobody was shown cannot
 * be fetched; the client's file name is never part of it.
 */
export const objectKey = (siteId: string, uploadId: string, type: MediaType, secret: string): string =>
  `sites/${siteId}/${uploadId}-${secret}.${type.ext}`;

/** True when `key` is an upload object of `siteId` (checked before deleting anything). */
export const isSiteObjectKey = (siteId: string, key: string): boolean =>
  key.startsWith(`sites/${siteId}/`) && !key.includes('..');

const asciiName = (filename: string) => filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');

/**
 * `Content-Disposition` stored with the object: `attachment` for types a browser could run as a
 * page (SVG), `inline` otherwise; both name the client's file for downloads (RFC 6266, with the
 * UTF-8 form for non-ASCII names).
 */
export const contentDisposition = (type: MediaType, filename: string): string =>
  `${type.active ? 'attachment' : 'inline'}; filename="${asciiName(filename)}"; filename*=UTF-8''${encodeURIComponent(filename)}`;

/** Objects never change once uploaded (a new file is a new upload and key): cached for a year. */
export const OBJECT_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The object tag an upload carries until `complete` accepts it; the bucket's lifecycle rule expires tagged objects. */
export const PENDING_TAG = { Key: 'upload-state', Value: 'pending' } as const;
export const READY_TAG = { Key: 'upload-state', Value: 'ready' } as const;
export const pendingTagging = `<Tagging><TagSet><Tag><Key>${PENDING_TAG.Key}</Key><Value>${PENDING_TAG.Value}</Value></Tag></TagSet></Tagging>`;

/**
 * Form fields and policy conditions of an upload's presigned POST. The presigner pins every field
 * (and the bucket and key) with an exact-match condition, so the only condition added here is the
 * size range: a client can change nothing but the bytes, and no more of them than declared.
 */
export const postPolicy = (
  file: DeclaredFile,
  type: MediaType,
): {
  fields: Record<string, string>;
  conditions: (readonly ['content-length-range', number, number])[];
} => {
  const fields: Record<string, string> = {
    'Content-Type': type.mime,
    'Content-Disposition': contentDisposition(type, file.filename),
    'Cache-Control': OBJECT_CACHE_CONTROL,
    'x-amz-checksum-algorithm': 'SHA256',
    'x-amz-checksum-sha256': file.checksum_sha256,
    tagging: pendingTagging,
  };
  return {
    fields,
    conditions: [['content-length-range', 1, file.size] as const],
  };
};

/** What `complete` found in storage. */
export interface StoredObject {
  /** Total size in bytes. */
  readonly size: number;
  /** Base64 SHA-256 of the whole object, when it was computed here (S3 checks it itself on AWS). */
  readonly checksum?: string;
}

/** Why `complete` refused what arrived: 422 with this code. */
export interface Refusal {
  readonly code: 'object_missing' | 'size_mismatch' | 'checksum_mismatch' | 'type_mismatch' | 'upload_expired';
  readonly message: string;
}

/** The verdict on an object's size and checksum against the declaration; undefined when they match. */
export const objectRefusal = (
  declared: Pick<DeclaredFile, 'size' | 'checksum_sha256'>,
  stored: StoredObject | undefined,
): Refusal | undefined => {
  if (!stored) return { code: 'object_missing', message: 'No file was uploaded for this upload' };
  if (stored.size !== declared.size) {
    return {
      code: 'size_mismatch',
      message: `The uploaded file has ${stored.size} bytes; ${declared.size} were declared`,
    };
  }
  if (stored.checksum !== undefined && stored.checksum !== declared.checksum_sha256) {
    return { code: 'checksum_mismatch', message: 'The uploaded bytes do not match the declared checksum_sha256' };
  }
  return undefined;
};

/** Lowercase hex of a base64 SHA-256 (file objects show checksums as theme items do). */
export const hexChecksum = (base64: string): string => Buffer.from(base64, 'base64').toString('hex');

/** A file object's `version`: the first 12 hex digits of its checksum, so it changes exactly when the bytes do. */
export const versionOf = (base64Checksum: string): string => hexChecksum(base64Checksum).slice(0, 12);

/** The storage counter shard an upload's bytes are counted on (a fixed one per upload, so delete subtracts where complete added). */
export const STORAGE_SHARDS = 16;
export const storageShard = (uploadId: string): number =>
  createHash('sha256').update(uploadId).digest()[0]! % STORAGE_SHARDS;

/** True when a pending upload's grant has run out. */
export const isExpired = (expiresAt: string, now: Date): boolean => Date.parse(expiresAt) <= now.getTime();
