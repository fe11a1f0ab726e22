import { CfnOutput, SecretValue, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  StreamViewType,
  Table,
  TableEncryption,
  type ITable,
} from 'aws-cdk-lib/aws-dynamodb';
import { Secret, type ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { tableDefinition } from '../../lib/db/table.js';
import { MediaBucket } from '../constructs/media-bucket.js';
import type { StageSettings } from '../stages.js';

export interface DataStackProps extends StackProps {
  readonly settings: StageSettings;
}

const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/**
 * The stage's state: the one DynamoDB table, built from the same definition the code and the local
 * server use, and the secret holding the OAuth signing key.
 */
export class DataStack extends Stack {
  readonly table: ITable;
  /** The OAuth signing key set, written by the code on first use (lib/oauth/signing-keys.ts). */
  readonly signingKeySecret: ISecret;
  /** The key that seals sites' push secrets (lib/push/sealing.ts): generated here, never written by the code. */
  readonly pushSealingKeySecret: ISecret;
  /** The media bucket and its CloudFront host. */
  readonly media: MediaBucket;

  constructor(scope: Construct, id: string, props: DataStackProps) {
    super(scope, id, props);
    const { data } = props.settings;

    const table = new Table(this, 'Table', {
      partitionKey: stringKey(tableDefinition.partitionKey),
      sortKey: stringKey(tableDefinition.sortKey),
      billingMode: BillingMode.PAY_PER_REQUEST,
      encryption: TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: tableDefinition.timeToLiveAttribute,
      stream: StreamViewType[tableDefinition.stream],
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: data.pointInTimeRecovery },
      deletionProtection: data.deletionProtection,
      removalPolicy: data.removalPolicy,
    });
    for (const gsi of tableDefinition.globalIndexes) {
      table.addGlobalSecondaryIndex({
        indexName: gsi.indexName,
        partitionKey: stringKey(gsi.partitionKey),
        sortKey: stringKey(gsi.sortKey),
      });
    }
    if (!data.pointInTimeRecovery) {
      Validations.of(table).acknowledge({
        id: 'AwsSolutions-DDB3',
        reason: 'Point-in-time recovery is off only where stage settings mark the data as disposable (dev).',
      });
    }
    // The operator CLI (`npm run admin -- --stage <name>`) finds the table through this output.
    new CfnOutput(this, 'TableName', { value: table.tableName, description: 'The site API table' });
    this.table = table;

    // Only a placeholder: the first function that needs the key generates it and stores it as a new
    // version. CloudFormation never changes the value afterwards (it only would if this one changed).
    const signingKeySecret = new Secret(this, 'OAuthSigningKey', {
      description: `OAuth RS256 signing key set of the ${props.settings.name} site API`,
      secretStringValue: SecretValue.unsafePlainText('{}'),
      removalPolicy: data.removalPolicy,
    });
    Validations.of(signingKeySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Not rotated yet: a new key would invalidate issued ID tokens unless the old public keys stay in the JWKS; rotation is a later change.',
    });
    this.signingKeySecret = signingKeySecret;

    // 64 random characters; the code uses their SHA-256 as an AES-256 key. Kept with the data it seals.
    const pushSealingKeySecret = new Secret(this, 'PushSealingKey', {
      description: `Seals VAPID private keys and APNs/FCM credentials of the ${props.settings.name} site API`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: data.removalPolicy,
    });
    Validations.of(pushSealingKeySecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'A new value would make every sealed VAPID key and credential unreadable; rotating means re-sealing them, a later change.',
    });
    this.pushSealingKeySecret = pushSealingKeySecret;

    this.media = new MediaBucket(this, 'Media', { settings: props.settings });
    new CfnOutput(this, 'MediaBucketName', { value: this.media.bucket.bucketName, description: 'The media bucket' });
    new CfnOutput(this, 'MediaBaseUrl', {
      value: this.media.baseUrl,
      description: 'The public media host (CloudFront)',
    });
  }
}
