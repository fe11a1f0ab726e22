import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { countItems, countList, MAX_COUNTED_ITEMS, MAX_COUNTED_PAGES } from '../../../lib/db/count.js';
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
    await expect(countItems({ input: INPUT }, { items: 100 })).rejects.toMatchObject({
      status: 422,
      code: 'count_too_large',
    });
    expect(documentClient.commandCalls(QueryCommand)).toHaveLength(2);
  });

  it('answers a count of exactly the limit', async () => {
    documentClient.on(QueryCommand).resolves({ Count: 100, ScannedCount: 100 });
    expect(await countItems({ input: INPUT }, { items: 100 })).toBe(100);
    expect(MAX_COUNTED_ITEMS).toBe(100_000);
  });

  it('answers 422 count_too_large after its most pages with more to go, however few items they held', async () => {
    // Large items fill a 1 MB page with a few hundred: the item limit alone would read on for minutes.
    documentClient.on(QueryCommand).resolves({ Count: 300, ScannedCount: 300, LastEvaluatedKey: { pk: 'p' } });
    await expect(countItems({ input: INPUT })).rejects.toMatchObject({ status: 422, code: 'count_too_large' });
    expect(documentClient.commandCalls(QueryCommand)).toHaveLength(MAX_COUNTED_PAGES);
    expect(MAX_COUNTED_PAGES).toBe(50);
  });

  it('answers a count whose last page is its most pages', async () => {
    documentClient
      .on(QueryCommand)
      .resolvesOnce({ Count: 300, ScannedCount: 300, LastEvaluatedKey: { pk: 'p' } })
      .resolvesOnce({ Count: 300, ScannedCount: 300 });
    expect(await countItems({ input: INPUT }, { pages: 2 })).toBe(600);
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
