import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  forEachPage,
  forEachPartitionPage,
  queryAll,
  queryFrom,
  queryOnce,
  readPartition,
} from '../../../lib/db/query-all.js';
import { GSI1 } from '../../../lib/db/table.js';

const documentClient = mockClient(DynamoDBDocumentClient);
const INPUT = { TableName: 't', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'p' } };
const pages = () =>
  documentClient
    .on(QueryCommand)
    .resolvesOnce({ Items: [{ n: 1 }, { n: 2 }], LastEvaluatedKey: { pk: 'p', sk: '2' } })
    .resolvesOnce({ Items: [{ n: 3 }], LastEvaluatedKey: { pk: 'p', sk: '3' } })
    .resolvesOnce({ Items: [{ n: 4 }] });

beforeEach(() => documentClient.reset());

describe('Query reads', () => {
  it('reads page after page from where the last one stopped, to the end', async () => {
    pages();
    expect((await queryAll(INPUT)).map((item) => item.n)).toEqual([1, 2, 3, 4]);
    expect(documentClient.commandCalls(QueryCommand).map((call) => call.args[0].input.ExclusiveStartKey)).toEqual([
      undefined,
      { pk: 'p', sk: '2' },
      { pk: 'p', sk: '3' },
    ]);
  });

  it('stops once the caller has enough', async () => {
    pages();
    expect(await queryAll(INPUT, (items) => items.length >= 2)).toHaveLength(2);
    expect(documentClient.commandCalls(QueryCommand)).toHaveLength(1);
  });

  it('hands each page over before reading the next', async () => {
    pages();
    const seen: number[][] = [];
    await forEachPage(INPUT, async (items) => {
      seen.push(items.map((item) => item.n as number));
    });
    expect(seen).toEqual([[1, 2], [3], [4]]);
  });

  it('reads one page, or one page resumed at a key with where the next starts', async () => {
    pages();
    expect(await queryOnce(INPUT)).toHaveLength(2);
    expect(await queryFrom(INPUT, { pk: 'p', sk: '2' })).toEqual({ items: [{ n: 3 }], next: { pk: 'p', sk: '3' } });
    expect(await queryFrom(INPUT, { pk: 'p', sk: '3' })).toEqual({ items: [{ n: 4 }] });
  });
});

describe('readPartition', () => {
  it('reads page after page until DynamoDB has no more, in key order', async () => {
    documentClient
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ sk: 'a' }, { sk: 'b' }], LastEvaluatedKey: { pk: 'p', sk: 'b' } })
      .resolvesOnce({ Items: [{ sk: 'c' }] });
    expect(await readPartition({ pk: 'p' }, { consistent: true })).toEqual([{ sk: 'a' }, { sk: 'b' }, { sk: 'c' }]);
    const [first, second] = documentClient.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(first).toMatchObject({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': 'p' },
      ConsistentRead: true,
    });
    expect(first?.ExclusiveStartKey).toBeUndefined();
    expect(second?.ExclusiveStartKey).toEqual({ pk: 'p', sk: 'b' });
  });

  it('reads a GSI1 partition by gsi1pk, with a filter and a projection when asked', async () => {
    documentClient.on(QueryCommand).resolves({ Items: [] });
    await readPartition(
      { pk: 'USER#u', index: 'gsi1' },
      { projection: 'grant_id', filter: { expression: 'active = :true', values: { ':true': true } } },
    );
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
    documentClient
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ sk: 'a' }], LastEvaluatedKey: { pk: 'p', sk: 'a' } })
      .resolvesOnce({ Items: [{ sk: 'b' }] });
    await forEachPartitionPage({ pk: 'p' }, async (items) => {
      seen.push(`page of ${items.length} after ${documentClient.commandCalls(QueryCommand).length} queries`);
    });
    expect(seen).toEqual(['page of 1 after 1 queries', 'page of 1 after 2 queries']);
  });
});
