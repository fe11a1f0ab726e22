import {
  DeleteCommand,
  DynamoDBDocumentClient,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { labelled, sendTransaction, sendWrite, TransactionRefused } from '../../../lib/db/transaction.js';

const documentClient = mockClient(DynamoDBDocumentClient);

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

const items = [
  labelled('order', {
    Put: { TableName: 't', Item: { pk: 'a', sk: 'a' }, ConditionExpression: 'attribute_not_exists(pk)' },
  }),
  labelled('stock:p1', {
    Update: {
      TableName: 't',
      Key: { pk: 'p', sk: '1' },
      UpdateExpression: 'ADD q :d',
      ExpressionAttributeValues: { ':d': -1 },
    },
  }),
  labelled('stock:p2', {
    Update: {
      TableName: 't',
      Key: { pk: 'p', sk: '2' },
      UpdateExpression: 'ADD q :d',
      ExpressionAttributeValues: { ':d': -1 },
    },
  }),
  labelled('coupon', {
    ConditionCheck: { TableName: 't', Key: { pk: 'c', sk: 'c' }, ConditionExpression: 'attribute_exists(pk)' },
  }),
];

describe('sendTransaction', () => {
  beforeEach(() => documentClient.reset());

  it('sends the actions without their labels, with a ClientRequestToken, in one TransactWriteItems', async () => {
    documentClient.on(TransactWriteCommand).resolves({});
    await sendTransaction(items);
    const calls = documentClient.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]?.args[0].input;
    expect(input?.TransactItems).toHaveLength(4);
    expect(input?.TransactItems?.every((action) => !('label' in action))).toBe(true);
    expect(input?.TransactItems?.[1]).toEqual({ Update: items[1]?.Update });
    expect(input?.ClientRequestToken).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the labels whose condition failed, whatever their position', async () => {
    documentClient
      .on(TransactWriteCommand)
      .rejects(cancelled('None', 'None', 'ConditionalCheckFailed', 'ConditionalCheckFailed'));
    const error = await sendTransaction(items).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionRefused);
    const refused = error as TransactionRefused;
    expect(refused.failed).toEqual(['stock:p2', 'coupon']);
    expect(refused.refused('stock')).toBe(true);
    expect(refused.refused('coupon')).toBe(true);
    expect(refused.refused('order')).toBe(false);
  });

  it('keeps the item a refused action returned, under its label', async () => {
    documentClient.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [
          { Code: 'ConditionalCheckFailed', Item: { version: { N: '7' } } },
          { Code: 'None' },
          { Code: 'ConditionalCheckFailed' },
          { Code: 'None' },
        ],
      }),
    );
    const error = (await sendTransaction(items).catch((e: unknown) => e)) as TransactionRefused;
    expect(error.failed).toEqual(['order', 'stock:p2']);
    expect(Object.fromEntries(error.oldItems)).toEqual({ order: { version: 7 } });
  });

  it('rethrows a collision with a concurrent transaction as DynamoDB raised it (for the retry)', async () => {
    const conflict = cancelled('TransactionConflict', 'ConditionalCheckFailed', 'None', 'None');
    documentClient.on(TransactWriteCommand).rejects(conflict);
    await expect(sendTransaction(items)).rejects.toBe(conflict);
  });

  it('rethrows throttling and other errors unchanged', async () => {
    const throttled = Object.assign(new Error('slow down'), { name: 'ThrottlingException' });
    documentClient.on(TransactWriteCommand).rejects(throttled);
    await expect(sendTransaction(items)).rejects.toBe(throttled);
  });

  it('refuses more than 100 items before sending anything', async () => {
    const many = Array.from({ length: 101 }, (_, i) =>
      labelled(`i${i}`, {
        ConditionCheck: {
          TableName: 't',
          Key: { pk: 'x', sk: String(i) },
          ConditionExpression: 'attribute_exists(pk)',
        },
      }),
    );
    await expect(sendTransaction(many)).rejects.toThrow(/at most 100/);
    expect(documentClient.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('gives back the refused items as they were, by label, when their actions asked for them', async () => {
    documentClient.on(TransactWriteCommand).rejects(
      Object.assign(cancelled('None', 'ConditionalCheckFailed', 'None', 'None'), {
        CancellationReasons: [
          { Code: 'None' },
          { Code: 'ConditionalCheckFailed', Item: { pk: { S: 'p' }, q: { N: '0' } } },
          { Code: 'None' },
          { Code: 'None' },
        ],
      }),
    );
    const error = (await sendTransaction(items).catch((e: unknown) => e)) as TransactionRefused;
    expect(error.oldItems.get('stock:p1')).toEqual({ pk: 'p', q: 0 });
    expect(error.oldItems.has('order')).toBe(false);
  });
});

describe('sendWrite', () => {
  beforeEach(() => documentClient.reset());

  it('sends one Put, Delete or Update as that single request, and more items as one transaction', async () => {
    documentClient
      .on(PutCommand)
      .resolves({})
      .on(DeleteCommand)
      .resolves({})
      .on(UpdateCommand)
      .resolves({})
      .on(TransactWriteCommand)
      .resolves({});
    await sendWrite([items[0] as never]);
    await sendWrite([labelled('gone', { Delete: { TableName: 't', Key: { pk: 'a', sk: 'a' } } })]);
    await sendWrite([items[1] as never]);
    await sendWrite(items);
    expect(documentClient.commandCalls(PutCommand)[0]?.args[0].input).toEqual(items[0]?.Put);
    expect(documentClient.commandCalls(DeleteCommand)).toHaveLength(1);
    expect(documentClient.commandCalls(UpdateCommand)[0]?.args[0].input).toEqual(items[1]?.Update);
    expect(documentClient.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('reports a single write refused by its condition by its label, with the item as it was when returned', async () => {
    documentClient
      .on(PutCommand)
      .rejects(
        Object.assign(new Error('failed'), { name: 'ConditionalCheckFailedException', Item: { pk: { S: 'a' } } }),
      );
    const error = await sendWrite([items[0] as never]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionRefused);
    expect((error as TransactionRefused).failed).toEqual(['order']);
    expect((error as TransactionRefused).oldItems.get('order')).toEqual({ pk: 'a' });
  });

  it('sends a lone ConditionCheck as a transaction (it has no single-item form)', async () => {
    documentClient.on(TransactWriteCommand).resolves({});
    await sendWrite([items[3] as never]);
    expect(documentClient.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});
