import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { GSI1 } from '../../../lib/db/table.js';
import { forEachPartitionPage, readPartition } from '../../../lib/db/whole-partition.js';

const documentClient = mockClient(DynamoDBDocumentClient);
beforeEach(() => documentClient.reset());

describe('readPartition', () => {
  it('reads page after page until DynamoDB has no more, in key order', async () => {
    documentClient.on(QueryCommand)
      .resolvesOnce({ Items: [{ sk: 'a' }, { sk: 'b' }], LastEvaluatedKey: { pk: 'p', sk: 'b' } })
      .resolvesOnce({ Items: [{ sk: 'c' }] });
    expect(await readPartition({ pk: 'p' }, { consistent: true })).toEqual([{ sk: 'a' }, { sk: 'b' }, { sk: 'c' }]);
    const [first, second] = documentClient.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(first).toMatchObject({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'p' }, ConsistentRead: true });
    expect(first?.ExclusiveStartKey).toBeUndefined();
    expect(second?.ExclusiveStartKey).toEqual({ pk: 'p', sk: 'b' });
  });

  it('reads a GSI1 partition by gsi1pk, with a filter and a projection when asked', async () => {
    documentClient.on(QueryCommand).resolves({ Items: [] });
    await readPartition({ pk: 'USER#u', index: 'gsi1' }, { projection: 'grant_id', filter: { expression: 'active = :true', values: { ':true': true } } });
    const input = documentClient.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(input).toMatchObject({
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk',
      FilterExpression: 'active = :true',
      ProjectionExpression: 'grant_id',
      ExpressionAttributeValues: { ':pk': 'USER#u', ':true': true },
    });
    expect(input?.ConsistentRead).toBeUndefined();
  });
});

describe('forEachPartitionPage', () => {
  it('hands each page over before reading the next', async () => {
    const seen: string[] = [];
    documentClient.on(QueryCommand)
      .resolvesOnce({ Items: [{ sk: 'a' }], LastEvaluatedKey: { pk: 'p', sk: 'a' } })
      .resolvesOnce({ Items: [{ sk: 'b' }] });
    await forEachPartitionPage({ pk: 'p' }, async (items) => {
      seen.push(`page of ${items.length} after ${documentClient.commandCalls(QueryCommand).length} queries`);
    });
    expect(seen).toEqual(['page of 1 after 1 queries', 'page of 1 after 2 queries']);
  });
});
