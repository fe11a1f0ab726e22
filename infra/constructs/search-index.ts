import { Aws, Duration, Validations } from 'aws-cdk-lib';
import { Grant, type IGrantable } from 'aws-cdk-lib/aws-iam';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Construct, type IConstruct } from 'constructs';
import { SEARCH_INDEX_QUEUE } from '../../lib/search/search-changes.js';
import { SEARCH_OBJECT_PREFIX } from '../../lib/search/keys.js';
import { GSI1 } from '../../lib/db/table.js';
import type { StageSettings } from '../stages.js';
import { mediaBucketName } from './media-access.js';
import { QueueWorker } from './queue-worker.js';

/**
 * The S3 actions each route performs on search index objects (`search-index/*` of the media
 * bucket, a prefix the media host does not serve): the search route reads its site's base index.
 */
export const SEARCH_ROUTE_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  'list-search-results': ['s3:GetObject'],
};

/** Grants `actions` on the media bucket's search index objects only. */
export const grantSearchIndexAccess = (
  grantee: IGrantable & IConstruct,
  settings: StageSettings,
  actions: readonly string[],
): Grant => {
  Validations.of(grantee).acknowledge({
    id: `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::site-media-${settings.name}-<AWS::AccountId>-<AWS::Region>/${SEARCH_OBJECT_PREFIX}*]`,
    reason: `Search index objects are keyed per site and compaction under ${SEARCH_OBJECT_PREFIX}: the grant covers that prefix of the media bucket and nothing else.`,
  });
  return Grant.addToPrincipal({
    grantee,
    actions: [...actions],
    resourceArns: [`arn:${Aws.PARTITION}:s3:::${mediaBucketName(settings)}/${SEARCH_OBJECT_PREFIX}*`],
  });
};

export interface SearchIndexerProps {
  readonly settings: StageSettings;
  readonly table: ITable;
  readonly environment: Readonly<Record<string, string>>;
}

/**
 * The search indexer: the `search-index` work queue and its worker, which reads the changed
 * resources, writes each site's index state (conditioned on its version) and its base index
 * objects. `grantSend` lets the event router queue changes.
 */
export class SearchIndexer extends Construct {
  readonly worker: QueueWorker;

  constructor(scope: Construct, id: string, props: SearchIndexerProps) {
    super(scope, id);
    const { settings, table } = props;
    this.worker = new QueueWorker(this, 'Worker', {
      name: SEARCH_INDEX_QUEUE,
      description: "Keeps each site's search index: change log, compaction, rebuilds",
      settings,
      timeout: Duration.seconds(300),
      batchSize: 10,
      environment: { ...props.environment, MEDIA_BUCKET: mediaBucketName(settings) },
    });
    const role = this.worker.worker.role;
    Grant.addToPrincipal({
      grantee: role,
      actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:PutItem'],
      resourceArns: [table.tableArn, `${table.tableArn}/index/${GSI1}`],
    });
    grantSearchIndexAccess(role, settings, ['s3:GetObject', 's3:PutObject', 's3:DeleteObject']);
  }

  /** Lets `grantee` queue index changes; returns the environment entry naming the queue. */
  grantSend(grantee: IGrantable): Record<string, string> {
    return this.worker.grantSend(grantee);
  }
}
