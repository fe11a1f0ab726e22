import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { batchWrite } from '../../../lib/db/batch-write.js';
import { TABLE_NAME } from '../../../lib/db/client.js';

const documentClient = mockClient(DynamoDBDocumentClient);
beforeEach(() => {
  documentClient.reset();
});

const puts = (count: number) => Array.from({ length: count }, (_, i) => ({ put: { pk: 'p', sk: `k${i}`, n: i } }));
const sent = () =>
  documentClient
    .commandCalls(BatchWriteCommand)
    .map((call) => call.args[0].input.RequestItems?.[TABLE_NAME] as Record<string, unknown>[]);

describe('batchWrite', () => {
  it('sends puts and deletes in BatchWriteItems of 25', async () => {
    documentClient.on(BatchWriteCommand).resolves({ UnprocessedItems: {} });
    await batchWrite([...puts(30), { delete: { pk: 'p', sk: 'gone' } }]);
    const batches = sent();
    expect(batches.map((batch) => batch.length)).toEqual([25, 6]);
    expect(batches[0]?.[0]).toEqual({ PutRequest: { Item: { pk: 'p', sk: 'k0', n: 0 } } });
    expect(batches[1]?.[5]).toEqual({ DeleteRequest: { Key: { pk: 'p', sk: 'gone' } } });
  });

  it('sends nothing for no writes', async () => {
    await batchWrite([]);
    expect(sent()).toEqual([]);
  });

  it('sends again what DynamoDB left unprocessed', async () => {
    const left = [{ PutRequest: { Item: { pk: 'p', sk: 'k1', n: 1 } } }];
    documentClient
      .on(BatchWriteCommand)
      .resolvesOnce({ UnprocessedItems: { [TABLE_NAME]: left } })
      .resolves({ UnprocessedItems: {} });
    await batchWrite(puts(2));
    expect(sent()).toEqual([expect.any(Array), left]);
  });

  it('answers 503 when writes stay unprocessed', async () => {
    const left = [{ PutRequest: { Item: { pk: 'p', sk: 'k0', n: 0 } } }];
    documentClient.on(BatchWriteCommand).resolves({ UnprocessedItems: { [TABLE_NAME]: left } });
    await expect(batchWrite(puts(1))).rejects.toMatchObject({ status: 503, code: 'service_unavailable' });
    expect(sent()).toHaveLength(6);
  }, 20_000);
});
