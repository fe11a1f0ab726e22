import { Aws, Validations } from 'aws-cdk-lib';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { IConstruct } from 'constructs';
import type { StageSettings } from '../stages.js';
import type { MediaBucket } from './media-bucket.js';

/**
 * The S3 actions each route's code performs on upload objects (`sites/*` of the media bucket), and
 * nothing more: presigning a POST needs the signer to hold PutObject (and PutObjectTagging, for the
 * form's `tagging` field); `complete` reads, tags and, refusing a file, deletes; `delete` deletes.
 * The entry routes read, through the signed GETs they hand out for a sensitive channel's files.
 * Routes not listed get no S3 access. test/infra/media-bucket.test.ts checks the grants.
 */
export const MEDIA_ROUTE_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  'create-upload': ['s3:PutObject', 's3:PutObjectTagging'],
  'complete-upload': ['s3:GetObject', 's3:PutObjectTagging', 's3:DeleteObject'],
  'delete-upload': ['s3:DeleteObject'],
  // A signed GET is authorized as its signer: the entry routes sign private files (sensitive channels).
  'get-entry': ['s3:GetObject'],
  'list-entries': ['s3:GetObject'],
  'create-entry': ['s3:GetObject'],
  'update-entry': ['s3:GetObject'],
};

/**
 * The S3 actions routes perform on private objects (`private/*` of the media bucket: never served
 * by the public media host, reached only through signed GETs or the API): a large customer export
 * is stored there and linked; an invoice or credit note is stored on its first download and read
 * back on the next ones.
 */
export const PRIVATE_ROUTE_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  'export-customer': ['s3:PutObject'],
  'get-order-invoice-pdf': ['s3:GetObject', 's3:PutObject'],
  'get-credit-note-pdf': ['s3:GetObject', 's3:PutObject'],
};

/**
 * The media bucket's name: `site-media-<stage>-<account>-<region>` (at most 60 characters), built
 * from pseudo parameters so every stack names it without a cross-stack reference, and the
 * grants' resource reads the same in cdk-nag's findings.
 */
export const mediaBucketName = (settings: StageSettings): string =>
  `site-media-${settings.name}-${Aws.ACCOUNT_ID}-${Aws.REGION}`;

/**
 * Grants `actions` on one prefix of the media bucket only: upload objects (`sites`) or private
 * objects (`private`). The object wildcard is the narrowest resource there is (keys are chosen per
 * upload or export): acknowledged for that one resource.
 */
export const grantMediaAccess = (
  grantee: IGrantable & IConstruct,
  settings: StageSettings,
  actions: readonly string[],
  prefix: 'sites' | 'private' = 'sites',
): Grant => {
  Validations.of(grantee).acknowledge({
    id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::site-media-${settings.name}-<AWS::AccountId>-<AWS::Region>/${prefix}/*]`,
    reason: `Objects are keyed per upload or export under ${prefix}/: the grant covers that prefix of the media bucket and nothing else.`,
  });
  return Grant.addToPrincipal({
    grantee,
    actions: [...actions],
    resourceArns: [`arn:${Aws.PARTITION}:s3:::${mediaBucketName(settings)}/${prefix}/*`],
  });
};

/** What the functions read about media: the bucket, the public host, the stage's upload limits (lib/uploads/upload-config.ts). */
export const mediaEnvironment = (settings: StageSettings, media: MediaBucket): Record<string, string> => ({
  MEDIA_BUCKET: mediaBucketName(settings),
  MEDIA_BASE_URL: media.baseUrl,
  UPLOAD_TTL_SECONDS: String(settings.media.uploadTtlSeconds),
  UPLOAD_MAX_BYTES: String(settings.media.maxUploadBytes),
  UPLOAD_ALLOWED_TYPES: settings.media.allowedTypes.join(','),
});
