import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { logger } from '../http/logger.js';
import { s3 } from '../uploads/s3.js';

/**
 * Where a rendered document is kept: the media bucket's `private/` prefix, which the public media
 * host does not serve (its CloudFront origin denies the prefix) and no lifecycle rule expires, since
 * invoices are kept for years. The key carries the layout, so a new layout renders afresh instead of
 * serving a file drawn by the old one.
 */
export const documentKey = (siteId: string, layout: string, filename: string): string =>
  `private/documents/${siteId}/${layout}/${filename}`;

/**
 * A document's bytes: the stored file when there is one (one S3 GET), else rendered and stored for
 * the next download. Rendering is deterministic, so two first downloads racing store the same bytes.
 * The file is a copy of what the snapshot renders: when S3 cannot be read or written the document is
 * rendered and answered all the same, and the failure logged.
 */
// S3 answers a missing key 403 AccessDenied to a role without ListBucket (these functions hold
// GetObject and PutObject on the private prefix only): both mean "not stored yet".
const NOT_STORED = new Set(['NoSuchKey', 'NotFound', 'AccessDenied']);

export const storedDocument = async (key: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> => {
  const Bucket = process.env.MEDIA_BUCKET;
  try {
    const stored = await s3.send(new GetObjectCommand({ Bucket, Key: key }));
    if (stored.Body) return await stored.Body.transformToByteArray();
  } catch (error) {
    if (!NOT_STORED.has((error as Error).name))
      logger.warn('A stored document could not be read: rendering it', { key, error });
  }
  const bytes = await render();
  try {
    await s3.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: bytes,
        ContentType: 'application/pdf',
        CacheControl: 'private, no-store',
      }),
    );
  } catch (error) {
    logger.warn('A rendered document could not be stored: the next download renders it again', { key, error });
  }
  return bytes;
};
