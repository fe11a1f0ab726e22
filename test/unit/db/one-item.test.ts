import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  deleteItem,
  putIfAbsent,
  putItem,
  putItemIf,
  putNewItem,
  readItem,
  requiring,
  setting,
  updateItem,
} from '../../../lib/db/one-item.js';

const documentClient = mockClient(DynamoDBDocumentClient);
const key = { pk: 'p', sk: 's' };
const refused = (item?: Record<string, unknown>) =>
  Object.assign(new Error('The conditional request failed'), {
    name: 'ConditionalCheckFailedException',
    ...(item && { Item: marshall(item) }),
  });

beforeEach(() => documentClient.reset());

describe('readItem', () => {
  it('reads strongly consistent by default, eventually consistent when asked', async () => {
    documentClient.on(GetCommand).resolves({ Item: { ...key, a: 1 } });
    expect(await readItem(key)).toEqual({ ...key, a: 1 });
    await readItem(key, { eventual: true });
    const [strong, eventual] = documentClient.commandCalls(GetCommand).map((call) => call.args[0].input);
    expect(strong?.ConsistentRead).toBe(true);
    expect(eventual?.ConsistentRead).toBeUndefined();
  });
});

describe('putItem and putNewItem', () => {
  it('puts unconditionally, or only where no item has the key', async () => {
    documentClient.on(PutCommand).resolves({});
    await putItem({ ...key, a: 1 });
    await putNewItem({ ...key, a: 2 });
    const [plain, fresh] = documentClient.commandCalls(PutCommand).map((call) => call.args[0].input);
    expect(plain?.ConditionExpression).toBeUndefined();
    expect(fresh?.ConditionExpression).toBe('attribute_not_exists(pk)');
  });

  it("throws when a new item's key is taken: a collision of fresh keys is a fault", async () => {
    documentClient.on(PutCommand).rejects(refused());
    await expect(putNewItem({ ...key })).rejects.toThrow('conditional request failed');
  });
});

describe('putItemIf and putIfAbsent', () => {
  it('answers a refused condition as a value, with the old item when asked for', async () => {
    documentClient
      .on(PutCommand)
      .resolvesOnce({})
      .rejectsOnce(refused({ ...key, state: 'sent' }));
    const condition = {
      ConditionExpression: '#state = :working',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: { ':working': 'sending' },
    };
    expect(await putItemIf({ ...key }, { ...condition, old: true })).toEqual({ refused: false });
    expect(await putItemIf({ ...key }, { ...condition, old: true })).toEqual({
      refused: true,
      old: { ...key, state: 'sent' },
    });
    expect(documentClient.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
      ...condition,
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
  });

  it('stores only where nothing is, false when another got there first', async () => {
    documentClient.on(PutCommand).resolvesOnce({}).rejectsOnce(refused());
    expect(await putIfAbsent({ ...key })).toBe(true);
    expect(await putIfAbsent({ ...key })).toBe(false);
    expect(documentClient.commandCalls(PutCommand)[1]?.args[0].input.ConditionExpression).toBe(
      'attribute_not_exists(pk)',
    );
  });
});

describe('requiring and setting', () => {
  it('build a condition on attribute values (absent for undefined) and a SET of attributes', () => {
    expect(requiring({ status: 'pending', version: undefined })).toEqual({
      ConditionExpression: '#c0 = :c0 AND attribute_not_exists(#c1)',
      ExpressionAttributeNames: { '#c0': 'status', '#c1': 'version' },
      ExpressionAttributeValues: { ':c0': 'pending' },
    });
    expect(requiring({})).toEqual({});
    expect(setting({ a: 1, b: 'x' })).toEqual({
      UpdateExpression: 'SET #s0 = :s0, #s1 = :s1',
      ExpressionAttributeNames: { '#s0': 'a', '#s1': 'b' },
      ExpressionAttributeValues: { ':s0': 1, ':s1': 'x' },
    });
  });
});

describe('deleteItem', () => {
  it('says whether its condition held, and gives the old item when asked', async () => {
    documentClient
      .on(DeleteCommand)
      .resolvesOnce({ Attributes: { ...key, a: 1 } })
      .rejectsOnce(refused());
    expect(await deleteItem(key, { old: true })).toEqual({ done: true, old: { ...key, a: 1 } });
    expect(await deleteItem(key, { ConditionExpression: 'attribute_exists(pk)' })).toEqual({ done: false });
    const [first, second] = documentClient.commandCalls(DeleteCommand).map((call) => call.args[0].input);
    expect(first?.ReturnValues).toBe('ALL_OLD');
    expect(second?.ConditionExpression).toBe('attribute_exists(pk)');
  });
});

describe('updateItem', () => {
  it('returns the attributes asked for', async () => {
    documentClient.on(UpdateCommand).resolves({ Attributes: { n: 2 } });
    expect(
      await updateItem(key, {
        UpdateExpression: 'ADD n :one',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }),
    ).toEqual({ refused: false, attributes: { n: 2 } });
    expect(documentClient.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      Key: key,
      UpdateExpression: 'ADD n :one',
      ReturnValues: 'UPDATED_NEW',
    });
  });

  it('answers a refused condition as a value, with the old item decoded when it came back', async () => {
    documentClient
      .on(UpdateCommand)
      .rejectsOnce(refused({ ...key, at: 42 }))
      .rejectsOnce(refused());
    expect(
      await updateItem(key, {
        UpdateExpression: 'SET a = :a',
        ConditionExpression: 'a < :a',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    ).toEqual({ refused: true, old: { ...key, at: 42 } });
    expect(await updateItem(key, { UpdateExpression: 'SET a = :a', ConditionExpression: 'a < :a' })).toEqual({
      refused: true,
    });
  });

  it('rethrows other errors', async () => {
    documentClient.on(UpdateCommand).rejects(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));
    await expect(updateItem(key, { UpdateExpression: 'SET a = :a' })).rejects.toThrow('throttled');
  });
});
