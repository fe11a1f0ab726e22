import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The one table's shape. The CDK data stack and the local start-up both build the table
 * from this definition, so key names and indexes cannot drift apart.
 */
export const tableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Generic secondary index: alternate access patterns (a user's tokens, a user's sites, …). */
  globalIndexes: [
    { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    /** Generic secondary index for list orders: a channel's entries in its order_by (lib/channels/entry-order.ts). */
    { indexName: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
  ],
  /** Epoch seconds; DynamoDB deletes expired tokens, sessions, counters and codes. */
  timeToLiveAttribute: 'ttl',
  /** Every change, with the item before and after it: the source of events and webhooks (lib/events). */
  stream: 'NEW_AND_OLD_IMAGES',
} as const;

export const GSI1 = tableDefinition.globalIndexes[0].indexName;
export const GSI2 = tableDefinition.globalIndexes[1].indexName;

/** CreateTable input for DynamoDB Local (on-demand, as the deployed table is). */
export const createTableInput = (tableName: string): CreateTableCommandInput => {
  const attributes = [
    tableDefinition.partitionKey,
    tableDefinition.sortKey,
    ...tableDefinition.globalIndexes.flatMap((gsi) => [gsi.partitionKey, gsi.sortKey]),
  ];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: attributes.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
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
    StreamSpecification: { StreamEnabled: true, StreamViewType: tableDefinition.stream },
  };
};
