/**
 * Short-lived signed GETs of private files (uploads used by a privacy-sensitive channel's
 * entries). Signed with SigV4 query parameters by the code every bundle already carries for
 * DynamoDB (lib/aws/sigv4.ts), no S3 client and no request.
 * A signature is made for a five-minute window and valid for fifteen, so repeated reads within the
 * window give the same URL (and the same response body, cacheable by its ETag).
 */
import { awsRegion, signerFor } from '../aws/sigv4.js';

/** Signatures are reused for this long… */
export const SIGNATURE_WINDOW_SECONDS = 300;
/** …and each stays valid this long from the start of its window. */
export const SIGNED_URL_TTL_SECONDS = 900;

/** The start of the signing window `now` falls in (pure: shared by the signer and its tests). */
export const signingWindow = (now: Date): Date =>
  new Date(Math.floor(now.getTime() / (SIGNATURE_WINDOW_SECONDS * 1000)) * SIGNATURE_WINDOW_SECONDS * 1000);

/**
 * Response overrides signed into every private file's URL: the object's own Cache-Control
 * (public, a year, for the media host) must not let a shared cache keep a private file, and the
 * answer is a download, never a page of S3's origin (as the media host's headers make it there).
 */
const PRIVATE_RESPONSE = {
  'response-cache-control': 'private, no-store',
  'response-content-disposition': 'attachment',
} as const;

/** The address of an object: virtual-hosted on AWS, path-style on a local S3-compatible endpoint. */
const objectUrl = (bucket: string, key: string): URL => {
  const endpoint = process.env.AWS_ENDPOINT_URL_S3;
  const path = key.split('/').map(encodeURIComponent).join('/');
  return endpoint
    ? new URL(`${endpoint.replace(/\/+$/, '')}/${bucket}/${path}`)
    : new URL(`https://${bucket}.s3.${awsRegion()}.amazonaws.com/${path}`);
};

/** A signed GET of one object, valid `expiresIn` seconds from `signingDate`. No request is sent. */
export const signedGetUrl = async (key: string, signingDate: Date, expiresIn: number): Promise<string> => {
  const url = objectUrl(process.env.MEDIA_BUCKET ?? '', key);
  const signed = await signerFor('s3', { uriEscapePath: false }).presign(
    {
      method: 'GET',
      protocol: url.protocol,
      hostname: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      path: url.pathname,
      headers: { host: url.host },
      query: PRIVATE_RESPONSE,
    },
    { signingDate, expiresIn },
  );
  const query = Object.entries(signed.query ?? {})
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${url.origin}${url.pathname}?${query}`;
};

/** Signed GET URLs for object keys (none signed twice), by key, each for the signing window `now` falls in. No request is sent. */
export const signedGetUrls = async (keys: Iterable<string>, now = new Date()): Promise<Map<string, string>> => {
  const urls = new Map<string, string>();
  for (const key of new Set(keys)) urls.set(key, await signedGetUrl(key, signingWindow(now), SIGNED_URL_TTL_SECONDS));
  return urls;
};
