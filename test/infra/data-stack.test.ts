import { Match } from 'aws-cdk-lib/assertions';
import { describe, it } from 'vitest';
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
