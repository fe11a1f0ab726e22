/**
 * The upload objects in the media bucket: every S3 access pattern of the API, each a named
 * function with its cost. Presigning is local CPU (no request).
 */
import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, PutObjectTaggingCommand } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { s3 } from './s3.js';
import { MEDIA_BUCKET, UPLOAD_CHECKSUM_CHECK } from './upload-config.js';
import { READY_TAG, type StoredObject } from './upload-rules.js';

/** The form a client posts its file with: `url`, `method: "POST"` and the `fields` to send before the file. No S3 request. */
export const presignUpload = async (
  key: string,
  fields: Record<string, string>,
  conditions: unknown[],
  expiresSeconds: number,
) => {
  const post = await createPresignedPost(s3, {
    Bucket: MEDIA_BUCKET,
    Key: key,
    Fields: fields,
    Expires: expiresSeconds,
    Conditions: conditions as Parameters<typeof createPresignedPost>[1]['Conditions'],
  });
  return { url: post.url, method: 'POST' as const, fields: post.fields };
};

const isMissing = (error: unknown) =>
  ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '') ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/**
 * What `complete` checks of an object: its size and its first `bytes` bytes, in one GetObject (on
 * AWS a ranged GET: S3 verified the checksum itself when the file arrived; with a local server
 * that verifies none, the whole object streamed once and hashed, never held in memory). Undefined
 * when there is no object.
 */
export const readObjectStart = async (
  key: string,
  bytes: number,
): Promise<{ stored: StoredObject; head: Uint8Array } | undefined> => {
  const stream = UPLOAD_CHECKSUM_CHECK === 'stream';
  let out;
  try {
    out = await s3.send(
      new GetObjectCommand({
        Bucket: MEDIA_BUCKET,
        Key: key,
        ...(!stream && { Range: `bytes=0-${Math.max(0, bytes - 1)}` }),
      }),
    );
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  const body = out.Body as AsyncIterable<Uint8Array>;
  const head: Uint8Array[] = [];
  let kept = 0;
  let size = 0;
  const hash = stream ? createHash('sha256') : undefined;
  for await (const chunk of body) {
    size += chunk.length;
    hash?.update(chunk);
    if (kept < bytes) {
      head.push(chunk.subarray(0, bytes - kept));
      kept += Math.min(chunk.length, bytes - kept);
    }
  }
  // A ranged answer names the total: `bytes 0-65535/20971520`.
  const total = out.ContentRange ? Number(out.ContentRange.split('/')[1]) : size;
  return { stored: { size: total, ...(hash && { checksum: hash.digest('base64') }) }, head: Buffer.concat(head) };
};

/** Marks an accepted object `upload-state=ready`, so the lifecycle rule that expires abandoned uploads spares it: one PutObjectTagging. */
export const markObjectReady = async (key: string): Promise<void> => {
  await s3.send(
    new PutObjectTaggingCommand({ Bucket: MEDIA_BUCKET, Key: key, Tagging: { TagSet: [{ ...READY_TAG }] } }),
  );
};

/** Removes an object (absent already is fine): one DeleteObject. */
export const deleteObject = async (key: string): Promise<void> => {
  await s3.send(new DeleteObjectCommand({ Bucket: MEDIA_BUCKET, Key: key }));
};
