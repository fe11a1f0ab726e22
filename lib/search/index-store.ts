import { gunzipSync, gzipSync } from 'node:zlib';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { s3 } from '../uploads/s3.js';
import { requireEnv } from '../config.js';

/**
 * A site's base index in the media bucket, gzipped JSON: one PutObject per compaction, one GetObject
 * per cold load. Each base has a key of its own (never overwritten), named by the index state item.
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

/** Reads a base index back: its JSON text. */
export const readBaseObject = async (key: string): Promise<string> => {
  const answer = await s3.send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  const bytes = await answer.Body?.transformToByteArray();
  if (!bytes) throw new Error(`search index object ${key} is empty`);
  // A local S3 stand-in may hand the body back already decoded.
  return (bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes) : Buffer.from(bytes)).toString('utf8');
};

/** Deletes a base a compaction replaced (best effort: a left-over object only costs storage). */
export const deleteBaseObject = async (key: string): Promise<void> => {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket(), Key: key })).catch(() => undefined);
};
