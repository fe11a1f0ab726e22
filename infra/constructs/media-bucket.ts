import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HeadersFrameOption,
  HttpVersion,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { SEARCH_OBJECT_PREFIX } from '../../lib/search/keys.js';
import { PENDING_TAG } from '../../lib/uploads/upload-rules.js';
import type { StageSettings } from '../stages.js';
import { mediaBucketName } from './media-access.js';

export interface MediaBucketProps {
  readonly settings: StageSettings;
}

/**
 * The stage's media: one private bucket (public access blocked, S3-managed encryption,
 * TLS only, access logs) that browsers of any origin may POST presigned uploads to (its CORS rule;
 * the presigned policy is the grant), with a lifecycle rule that deletes objects still tagged
 * `upload-state=pending` (never completed) after `abandonedUploadDays`; and a CloudFront
 * distribution reading it through origin access control, the public media host: an origin of its
 * own, never the API's, answering with `nosniff` and a sandboxing CSP so no file can run script.
 */
export class MediaBucket extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** `https://<distribution domain>`: the base of every file object's `url`. */
  readonly baseUrl: string;

  constructor(scope: Construct, id: string, props: MediaBucketProps) {
    super(scope, id);
    const { settings } = props;
    const disposable = settings.data.removalPolicy === RemovalPolicy.DESTROY;

    const logs = new Bucket(this, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy: settings.data.removalPolicy,
      autoDeleteObjects: disposable,
    });
    Validations.of(logs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'The access log bucket itself: logging it would log forever.',
    });

    this.bucket = new Bucket(this, 'Bucket', {
      bucketName: mediaBucketName(settings),
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      serverAccessLogsBucket: logs,
      serverAccessLogsPrefix: 'media/',
      cors: [
        {
          allowedOrigins: ['*'],
          allowedMethods: [HttpMethods.GET, HttpMethods.HEAD, HttpMethods.POST],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag', 'Location'],
          maxAge: 3000,
        },
      ],
      lifecycleRules: [
        {
          id: 'abandoned-uploads',
          tagFilters: { [PENDING_TAG.Key]: PENDING_TAG.Value },
          expiration: Duration.days(settings.media.abandonedUploadDays),
        },
        { id: 'incomplete-multipart', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        // A customer's data export is linked for 15 minutes: a day later it is gone.
        { id: 'customer-exports', prefix: 'private/exports/', expiration: Duration.days(1) },
      ],
      removalPolicy: settings.data.removalPolicy,
      autoDeleteObjects: disposable,
    });

    const headers = new ResponseHeadersPolicy(this, 'Headers', {
      comment: `${settings.name} media: files never run as pages`,
      securityHeadersBehavior: {
        contentTypeOptions: { override: true },
        contentSecurityPolicy: {
          contentSecurityPolicy:
            "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
          override: true,
        },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        strictTransportSecurity: { accessControlMaxAge: Duration.days(365), includeSubdomains: true, override: true },
      },
      corsBehavior: {
        accessControlAllowOrigins: ['*'],
        accessControlAllowMethods: ['GET', 'HEAD'],
        accessControlAllowHeaders: ['*'],
        accessControlAllowCredentials: false,
        accessControlMaxAge: Duration.days(1),
        originOverride: true,
      },
    });
    this.distribution = new Distribution(this, 'Distribution', {
      comment: `${settings.name} site API media`,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers,
      },
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
    });
    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'Media of public websites: no geo restriction.' },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'Static files behind OAC, read-only (GET/HEAD), no application to protect with a WAF; add one per stage if abuse shows.',
      },
      {
        id: 'AwsSolutions-CFR3',
        reason:
          "Standard logs need an ACL-enabled bucket; the bucket's own server access logs record every origin read.",
      },
      {
        id: 'AwsSolutions-CFR4',
        reason:
          'The default *.cloudfront.net certificate; a custom domain with TLSv1.2_2021 is a stage setting to add.',
      },
    );
    // Private objects (customer exports) are reached only through signed GETs, and search index
    // objects share the bucket but are no media: the media host's origin access, which covers the
    // bucket, is denied both prefixes.
    this.bucket.addToResourcePolicy(
      new PolicyStatement({
        effect: Effect.DENY,
        principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
        actions: ['s3:GetObject'],
        resources: [this.bucket.arnForObjects('private/*'), this.bucket.arnForObjects(`${SEARCH_OBJECT_PREFIX}*`)],
      }),
    );
    this.baseUrl = `https://${this.distribution.distributionDomainName}`;
  }
}
