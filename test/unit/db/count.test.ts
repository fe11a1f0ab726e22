import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { countItems, countList, MAX_COUNTED_ITEMS } from '../../../lib/db/count.js';
import { idOrderedPartition } from '../../../lib/db/list-query.js';
import { parseListQuery } from '../../../lib/db/list-query-rules.js';

const documentClient = mockClient(DynamoDBDocumentClient);
const INPUT = { TableName: 't', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'p' } };
const catalogue = [{ name: 'name', type: 'string', read: (item: Record<string, unknown>) => item.name }] as const;

beforeEach(() => documentClient.reset());

describe('countItems', () => {
  it('sends COUNT queries page after page and adds up their counts', async () => {
    documentClient
      .on(QueryCommand)
      .resolvesOnce({ Count: 3, ScannedCount: 3, LastEvaluatedKey: { pk: 'p', sk: '3' } })
      .resolvesOnce({ Count: 2, ScannedCount: 2 });
    expect(await countItems({ input: INPUT })).toBe(5);
    const calls = documentClient.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(calls.map((input) => input.Select)).toEqual(['COUNT', 'COUNT']);
    expect(calls.map((input) => input.ExclusiveStartKey)).toEqual([undefined, { pk: 'p', sk: '3' }]);
  });

  it('drops a projection, and the names only it used, from a COUNT query', async () => {
    documentClient.on(QueryCommand).resolves({ Count: 1, ScannedCount: 1 });
    await countItems({
      input: {
        ...INPUT,
        FilterExpression: '#s = :s',
        ExpressionAttributeValues: { ':pk': 'p', ':s': 'x' },
        ExpressionAttributeNames: { '#s': 'state', '#n': 'name' },
        ProjectionExpression: '#n',
      },
    });
    const input = documentClient.commandCalls(QueryCommand)[0]?.args[0].input;
    expect(input?.ProjectionExpression).toBeUndefined();
    expect(input?.ExpressionAttributeNames).toEqual({ '#s': 'state' });
  });

  it('reads the items and counts those the filters keep when filters apply in code', async () => {
    documentClient
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ name: 'Ann' }, { name: 'Bob' }], ScannedCount: 2, LastEvaluatedKey: { pk: 'p' } })
      .resolvesOnce({ Items: [{ name: 'anne' }], ScannedCount: 1 });
    const { filters } = parseListQuery({ 'where[name][prefix]': 'an' }, catalogue);
    expect(await countItems({ input: INPUT, filters })).toBe(2);
    expect(documentClient.commandCalls(QueryCommand)[0]?.args[0].input.Select).toBeUndefined();
  });

  it('applies a keep test in code', async () => {
    documentClient.on(QueryCommand).resolves({ Items: [{ name: 'a' }, { name: 'b' }], ScannedCount: 2 });
    expect(await countItems({ input: INPUT, keep: (item) => item.name === 'a' })).toBe(1);
  });

  it('answers 422 count_too_large once it has read the limit with more to go', async () => {
    documentClient
      .on(QueryCommand)
      .resolvesOnce({ Count: 60, ScannedCount: 60, LastEvaluatedKey: { pk: 'p' } })
      .resolvesOnce({ Count: 60, ScannedCount: 60, LastEvaluatedKey: { pk: 'p' } });
    await expect(countItems({ input: INPUT }, 100)).rejects.toMatchObject({ status: 422, code: 'count_too_large' });
    expect(documentClient.commandCalls(QueryCommand)).toHaveLength(2);
  });

  it('answers a count of exactly the limit', async () => {
    documentClient.on(QueryCommand).resolves({ Count: 100, ScannedCount: 100 });
    expect(await countItems({ input: INPUT }, 100)).toBe(100);
    expect(MAX_COUNTED_ITEMS).toBe(100_000);
  });
});

describe('countList', () => {
  it("counts a declared list's default order, ignoring sort, with its where filters", async () => {
    documentClient.on(QueryCommand).resolves({ Items: [{ name: 'Ann' }, { name: 'Bob' }], ScannedCount: 2 });
    const list = { catalogue, orders: idOrderedPartition('site#X') };
    expect(await countList(list, { 'where[name]': 'ann', sort: '-created_at' })).toBe(1);
    expect(documentClient.commandCalls(QueryCommand)[0]?.args[0].input.ExpressionAttributeValues).toEqual({
      ':pk': 'site#X',
    });
  });

  it('refuses an unknown filter with the list query 422', async () => {
    const list = { catalogue, orders: idOrderedPartition('site#X') };
    await expect(countList(list, { 'where[nope]': '1' })).rejects.toMatchObject({ status: 422 });
  });
});
