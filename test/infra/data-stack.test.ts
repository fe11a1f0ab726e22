import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { MediaBucket } from '../../infra/constructs/media-bucket.js';
import { stageSettings } from '../../infra/stages.js';
import { tableDefinition } from '../../lib/db/table.js';
import { SYNTH_TIMEOUT, synthStage } from './fixture.js';

describe('DataStack', SYNTH_TIMEOUT, () => {
  it('builds the table keys, GSIs and TTL from tableDefinition', () => {
    const { dataTemplate } = synthStage('dev');
    dataTemplate.resourceCountIs('AWS::DynamoDB::Table', 1);
    dataTemplate.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: tableDefinition.partitionKey, KeyType: 'HASH' },
        { AttributeName: tableDefinition.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: tableDefinition.globalIndexes.map((gsi) => ({
        IndexName: gsi.indexName,
        KeySchema: [
          { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
          { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
      TimeToLiveSpecification: { AttributeName: tableDefinition.timeToLiveAttribute, Enabled: true },
      BillingMode: 'PAY_PER_REQUEST',
      // AWS-managed KMS key: SSE on, no customer key.
      SSESpecification: { SSEEnabled: true, KMSMasterKeyId: Match.absent() },
    });
  });

  it('keeps dev data disposable: no PITR, no deletion protection, deleted with the stack', () => {
    const { dataTemplate } = synthStage('dev');
    dataTemplate.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Delete',
      UpdateReplacePolicy: 'Delete',
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: false },
        DeletionProtectionEnabled: false,
      }),
    });
  });

  it('retains prod data with PITR and deletion protection', () => {
    const { dataTemplate } = synthStage('prod');
    dataTemplate.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: Match.objectLike({
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        DeletionProtectionEnabled: true,
      }),
    });
  });

  it('retains the data of any other stage with PITR', () => {
    const { dataTemplate } = synthStage('feature-x');
    dataTemplate.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: Match.objectLike({ PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true } }),
    });
  });
});

// In this file rather than one of its own: it shares the CDK's load (tens of seconds on a busy runner).
// The media bucket and its CloudFront host, in a bare stack.
describe('MediaBucket', () => {
  let template: Template;
  beforeAll(() => {
    const stack = new Stack(new App(), 'Probe');
    new MediaBucket(stack, 'Media', { settings: stageSettings('prod') });
    template = Template.fromStack(stack);
  });

  it('keeps the media private, encrypted and logged, reachable over TLS only', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }],
      },
      LoggingConfiguration: { LogFilePrefix: 'media/', DestinationBucketName: Match.anyValue() },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
    });
    template.hasResource('AWS::S3::Bucket', { UpdateReplacePolicy: 'Retain', DeletionPolicy: 'Retain' });
    const policies = JSON.stringify(template.findResources('AWS::S3::BucketPolicy'));
    expect(policies).toContain('"aws:SecureTransport":"false"');
  });

  it('accepts browser uploads from any origin (the presigned policy is the grant)', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: [
          Match.objectLike({
            AllowedOrigins: ['*'],
            AllowedMethods: Match.arrayWith(['GET', 'POST']),
            AllowedHeaders: ['*'],
          }),
        ],
      },
    });
  });

  it('expires uploads never completed (still tagged pending) and abandoned multipart uploads', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({
            Id: 'abandoned-uploads',
            Status: 'Enabled',
            ExpirationInDays: 1,
            TagFilters: [{ Key: 'upload-state', Value: 'pending' }],
          }),
          Match.objectLike({ Id: 'incomplete-multipart', AbortIncompleteMultipartUpload: { DaysAfterInitiation: 1 } }),
        ]),
      },
    });
  });

  it('keeps private objects (customer exports) away from the media host, and deletes stored exports after a day', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: {
        Rules: Match.arrayWith([
          Match.objectLike({ Id: 'customer-exports', Prefix: 'private/exports/', ExpirationInDays: 1 }),
        ]),
      },
    });
    const statements = Object.values(template.findResources('AWS::S3::BucketPolicy')).flatMap(
      (policy) =>
        (policy as { Properties: { PolicyDocument: { Statement: Record<string, unknown>[] } } }).Properties
          .PolicyDocument.Statement,
    );
    const denied = statements.filter(
      (statement) =>
        statement.Effect === 'Deny' && JSON.stringify(statement.Principal).includes('cloudfront.amazonaws.com'),
    );
    expect(denied).toHaveLength(1);
    expect(denied[0]?.Action).toBe('s3:GetObject');
    expect(JSON.stringify(denied[0]?.Resource)).toContain('/private/*');
  });

  it('serves the media through CloudFront with origin access control, read-only, on HTTPS', () => {
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultCacheBehavior: Match.objectLike({
          ViewerProtocolPolicy: 'redirect-to-https',
          AllowedMethods: ['GET', 'HEAD'],
        }),
        Origins: [
          Match.objectLike({ OriginAccessControlId: Match.anyValue(), S3OriginConfig: { OriginAccessIdentity: '' } }),
        ],
      }),
    });
    // Only CloudFront (this distribution) may read objects: no public principal.
    const policies = JSON.stringify(template.findResources('AWS::S3::BucketPolicy'));
    expect(policies).toContain('cloudfront.amazonaws.com');
    expect(policies).toContain('AWS:SourceArn');
    expect(policies).not.toContain('"Principal":"*","Action":"s3:GetObject"');
  });

  it('answers with headers that keep any file from running as a page', () => {
    template.hasResourceProperties('AWS::CloudFront::ResponseHeadersPolicy', {
      ResponseHeadersPolicyConfig: Match.objectLike({
        SecurityHeadersConfig: Match.objectLike({
          ContentTypeOptions: { Override: true },
          ContentSecurityPolicy: {
            ContentSecurityPolicy: Match.stringLikeRegexp("default-src 'none'.*sandbox"),
            Override: true,
          },
        }),
        CorsConfig: Match.objectLike({
          AccessControlAllowCredentials: false,
          AccessControlAllowOrigins: { Items: ['*'] },
        }),
      }),
    });
  });
});
