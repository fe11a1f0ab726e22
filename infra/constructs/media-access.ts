import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { StageSettings } from '../stages.js';
import type { MediaBucket } from './media-bucket.js';

/**
 * The S3 actions each route's code performs on upload objects (`sites/*` of the media bucket), and
 * nothing more: presigning a POST needs the signer to hold PutObject (and PutObjectTagging, for the
 * form's `tagging` field); `complete` reads, tags and, refusing a file, deletes; `delete` deletes.
 * Routes not listed get no S3 access. test/infra/media-bucket.test.ts checks the grants.
 */
export const MEDIA_ROUTE_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  'create-upload': ['s3:PutObject', 's3:PutObjectTagging'],
  'complete-upload': ['s3:GetObject', 's3:PutObjectTagging', 's3:DeleteObject'],
  'delete-upload': ['s3:DeleteObject'],
};

/** Grants `actions` on the media bucket's upload objects only. */
export const grantMediaAccess = (grantee: IGrantable, bucket: IBucket, actions: readonly string[]): Grant =>
  Grant.addToPrincipal({ grantee, actions: [...actions], resourceArns: [bucket.arnForObjects('sites/*')] });

/** What the functions read about media: the bucket, the public host, the stage's upload limits (lib/uploads/upload-config.ts). */
export const mediaEnvironment = (settings: StageSettings, media: MediaBucket): Record<string, string> => ({
  MEDIA_BUCKET: media.bucket.bucketName,
  MEDIA_BASE_URL: media.baseUrl,
  UPLOAD_TTL_SECONDS: String(settings.media.uploadTtlSeconds),
  UPLOAD_MAX_BYTES: String(settings.media.maxUploadBytes),
  UPLOAD_ALLOWED_TYPES: settings.media.allowedTypes.join(','),
});
