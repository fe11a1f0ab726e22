import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { forEachPage, queryAll, queryFrom, queryOnce } from '../../../lib/db/query-all.js';

const documentClient = mockClient(DynamoDBDocumentClient);
const INPUT = { TableName: 't', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'p' } };
const pages = () => documentClient.on(QueryCommand)
  .resolvesOnce({ Items: [{ n: 1 }, { n: 2 }], LastEvaluatedKey: { pk: 'p', sk: '2' } })
  .resolvesOnce({ Items: [{ n: 3 }], LastEvaluatedKey: { pk: 'p', sk: '3' } })
  .resolvesOnce({ Items: [{ n: 4 }] });

describe('whole-partition reads', () => {
  beforeEach(() => documentClient.reset());

  it('reads page after page from where the last one stopped, to the end', async () => {
    pages();
    expect((await queryAll(INPUT)).map((item) => item.n)).toEqual([1, 2, 3, 4]);
    expect(documentClient.commandCalls(QueryCommand).map((call) => call.args[0].input.ExclusiveStartKey)).toEqual([undefined, { pk: 'p', sk: '2' }, { pk: 'p', sk: '3' }]);
  });

  it('stops once the caller has enough', async () => {
    pages();
    expect(await queryAll(INPUT, (items) => items.length >= 2)).toHaveLength(2);
    expect(documentClient.commandCalls(QueryCommand)).toHaveLength(1);
  });

  it('hands each page over before reading the next', async () => {
    pages();
    const seen: number[][] = [];
    await forEachPage(INPUT, async (items) => { seen.push(items.map((item) => item.n as number)); });
    expect(seen).toEqual([[1, 2], [3], [4]]);
  });

  it('reads one page, or one page resumed at a key with where the next starts', async () => {
    pages();
    expect(await queryOnce(INPUT)).toHaveLength(2);
    expect(await queryFrom(INPUT, { pk: 'p', sk: '2' })).toEqual({ items: [{ n: 3 }], next: { pk: 'p', sk: '3' } });
    expect(await queryFrom(INPUT, { pk: 'p', sk: '3' })).toEqual({ items: [{ n: 4 }] });
  });
});
