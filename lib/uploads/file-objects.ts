/**
 * File objects: what a page's `og_image`, an article's `header`, a product's `images`…
 * hold once a write named an upload. The stored form keeps the object key and the file's facts;
 * URLs are built when read, from the media host of the moment, so a changed host or port never
 * leaves stale URLs behind. No I/O.
 */
import * as z from 'zod/mini';

/** A file object as stored inside a resource's item. */
export interface StoredFile {
  readonly upload_id: string;
  readonly key: string;
  readonly filename: string;
  readonly content_type: string;
  readonly size: number;
  /** Lowercase hex SHA-256 of the bytes. */
  readonly checksum: string;
  readonly version: string;
  readonly width?: number;
  readonly height?: number;
  /** Used by a privacy-sensitive channel's entry: shown through short-lived signed GETs only. */
  readonly private?: boolean;
}

/** The public address of the media objects: CloudFront on AWS, the local S3-compatible server's bucket under `npm start`. */
const mediaBase = (): string => {
  const configured = process.env.MEDIA_BASE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const endpoint = process.env.AWS_ENDPOINT_URL_S3;
  return endpoint ? `${endpoint.replace(/\/+$/, '')}/${process.env.MEDIA_BUCKET ?? 'media'}` : '';
};

/** True when a stored value is a file object made from an upload (not one typed in by hand before uploads existed). */
export const isStoredFile = (value: unknown): value is StoredFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as StoredFile).upload_id === 'string' &&
  typeof (value as StoredFile).key === 'string';

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

export interface PresentFileOptions {
  /** The API's base URL (for `permanent_backend_url`). */
  readonly base: string;
  /** A short-lived signed address to show as `url` instead of the public one (files of sensitive channels). */
  readonly signedUrl?: string;
}

/**
 * The spec's file object for a stored file: `url` where to fetch it now (public, or a short-lived
 * signed GET for a private file), `permanent_url` its lasting public address on the media host,
 * `permanent_relative_url` that address's path, `permanent_backend_url` the upload in this API.
 */
const STORED_FIELDS = new Set([
  'upload_id',
  'key',
  'filename',
  'content_type',
  'size',
  'checksum',
  'version',
  'width',
  'height',
  'private',
]);

/** The facts a file object shows (and a write cannot change): every spec field. */
export const FILE_OBJECT_FIELDS: ReadonlySet<string> = new Set([
  'filename',
  'url',
  'content_type',
  'permanent_url',
  'permanent_relative_url',
  'permanent_backend_url',
  'version',
  'checksum',
  'size',
  'width',
  'height',
  'upload_id',
]);

/** The path of a base URL without its trailing slash (`http://host:4569/media` → `/media`); empty for a bare origin or no URL. */
const basePath = (base: string): string => {
  if (!URL.canParse(base)) return '';
  return new URL(base).pathname.replace(/\/+$/, '');
};

export const presentFile = (file: StoredFile, options: PresentFileOptions) => {
  // A private file never shows its media host address: only a signed GET (or the upload in the API).
  const [base, path] = file.private
    ? [options.base, `/uploads/${file.upload_id}`]
    : [mediaBase(), `/${encodeKey(file.key)}`];
  const permanent = `${base}${path}`;
  const backend = `${options.base}/uploads/${file.upload_id}`;
  // The permanent URL's own path, so it resolves against the media host whatever path its base has
  // (the local S3 stand-in serves the bucket under `/<bucket>`).
  const relative = `${basePath(base)}${path}`;
  // Additional string properties a client added beside the file's own facts.
  const extras = Object.fromEntries(Object.entries(file).filter(([name]) => !STORED_FIELDS.has(name)));
  return {
    ...extras,
    filename: file.filename,
    url: options.signedUrl ?? permanent,
    content_type: file.content_type,
    permanent_url: permanent,
    permanent_relative_url: relative,
    permanent_backend_url: backend,
    version: file.version,
    checksum: file.checksum,
    size: file.size,
    ...(file.width !== undefined && { width: file.width }),
    ...(file.height !== undefined && { height: file.height }),
    upload_id: file.upload_id,
  };
};

/**
 * A file object a client edited field by field (a page batch's `set /og_image/alt`) back in its
 * stored form: the stored file's facts, plus the additional properties the client set. Undefined
 * when the edited object is not that file any more.
 */
export const storedFileAfterEdit = (stored: unknown, edited: unknown): StoredFile | undefined => {
  if (
    !isStoredFile(stored) ||
    typeof edited !== 'object' ||
    edited === null ||
    (edited as { upload_id?: unknown }).upload_id !== stored.upload_id
  )
    return undefined;
  const kept = Object.fromEntries(Object.entries(stored).filter(([name]) => STORED_FIELDS.has(name)));
  // The client's own properties only: never a fact of the file (`key`, `private`…), whatever it sent.
  const extras = Object.fromEntries(
    Object.entries(edited).filter(([name]) => !FILE_OBJECT_FIELDS.has(name) && !STORED_FIELDS.has(name)),
  );
  return { ...extras, ...kept } as unknown as StoredFile;
};

/** A stored value where a file object goes: an upload's file presented, anything else (a hand-typed object, null) as stored. */
export const presentFileValue = <T>(value: T, options: PresentFileOptions): T | ReturnType<typeof presentFile> =>
  isStoredFile(value) ? presentFile(value, options) : value;

/** Where a write takes a file: `{"upload_id": "…"}` names a ready upload of the site. */
export const fileInputSchema = z
  .strictObject({
    upload_id: z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be an upload id')),
  })
  .check(z.meta({ description: 'A ready upload of this site, by id: stored as its file object' }));
export type FileInput = z.infer<typeof fileInputSchema>;
