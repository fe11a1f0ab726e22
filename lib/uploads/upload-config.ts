import { intEnv, requireEnv } from '../config.js';
import { parseAllowedTypes, type UploadLimits } from './upload-rules.js';

/** The media bucket of the stage (one per stage on AWS; the local S3-compatible server's under `npm start`). */
export const MEDIA_BUCKET = requireEnv('MEDIA_BUCKET');

/** Seconds a presigned POST stays valid (15 minutes by default; per stage). */
export const UPLOAD_TTL_SECONDS = intEnv('UPLOAD_TTL_SECONDS', 900);

/** The stage's upload limits: `UPLOAD_MAX_BYTES` (20 MB) and `UPLOAD_ALLOWED_TYPES` (every known type). */
export const UPLOAD_LIMITS: UploadLimits = {
  maxBytes: intEnv('UPLOAD_MAX_BYTES', 20 * 1024 * 1024),
  allowedTypes: parseAllowedTypes(process.env.UPLOAD_ALLOWED_TYPES),
};

/**
 * How `complete` knows the bytes match the declared checksum: `s3` (AWS: the presigned policy pins
 * `x-amz-checksum-sha256` and S3 refuses a body that does not match it) or `stream` (a local
 * S3-compatible server that checks no checksum: the object is read once and hashed here).
 */
export const UPLOAD_CHECKSUM_CHECK: 's3' | 'stream' = process.env.UPLOAD_CHECKSUM_CHECK === 'stream' ? 'stream' : 's3';
