import { gzipSync } from 'node:zlib';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../uploads/s3.js';
import { requireEnv } from '../config.js';

/**
 * A site's base index in the media bucket, gzipped JSON: one PutObject per compaction (the
 * search function reads them with a signed GET: index-read.ts). Each base has a key of its own (never overwritten), named by the index state item.
 */
const bucket = () => requireEnv('MEDIA_BUCKET');

/** Stores a base index; its stored size in bytes. */
export const writeBaseObject = async (key: string, json: string): Promise<number> => {
  const body = gzipSync(json, { level: 6 });
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket(),
      Key: key,
      Body: body,
      ContentType: 'application/json',
      ContentEncoding: 'gzip',
    }),
  );
  return body.byteLength;
};

/** Deletes a base a compaction replaced (best effort: a left-over object only costs storage). */
export const deleteBaseObject = async (key: string): Promise<void> => {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: key })).catch(() => undefined);
};
