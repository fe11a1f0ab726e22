import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { freeMapSlots, setMapSlot, startMap } from '../../../lib/db/map-slot.js';

const documentClient = mockClient(DynamoDBDocumentClient);
const slots = { key: { pk: 'site#CLOUD_CODE', sk: 'STATE' }, map: 'leases', limit: 2 };
const refused = (item?: Record<string, unknown>) =>
  Object.assign(new Error('The conditional request failed'), {
    name: 'ConditionalCheckFailedException',
    ...(item && { Item: marshall(item) }),
  });

describe('setMapSlot', () => {
  beforeEach(() => documentClient.reset());

  it('sets one slot with one UpdateItem conditioned on the map existing and having room, or the slot being held', async () => {
    documentClient.on(UpdateCommand).resolves({ Attributes: { leases: { a: 5 } } });
    const outcome = await setMapSlot(slots, 'a', 5, { returnValues: 'ALL_NEW' });
    expect(outcome).toEqual({ set: true, attributes: { leases: { a: 5 } } });
    const input = documentClient.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input).toMatchObject({
      Key: slots.key,
      UpdateExpression: 'SET #map.#slot = :value',
      ConditionExpression: 'attribute_exists(#map) AND (attribute_exists(#map.#slot) OR size(#map) < :limit)',
      ExpressionAttributeNames: { '#map': 'leases', '#slot': 'a' },
      ExpressionAttributeValues: { ':value': 5, ':limit': 2 },
      ReturnValues: 'ALL_NEW',
    });
    expect(input?.ReturnValuesOnConditionCheckFailure).toBeUndefined();
  });

  it('answers a full map with the map as it was, decoded, when asked for it', async () => {
    documentClient.on(UpdateCommand).rejects(refused({ leases: { a: 5, b: 7 }, version: 3 }));
    const outcome = await setMapSlot(slots, 'c', 9, { returnValues: 'ALL_NEW', old: true });
    expect(outcome).toEqual({ set: false, old: { a: 5, b: 7 } });
    expect(documentClient.commandCalls(UpdateCommand)[0]?.args[0].input.ReturnValuesOnConditionCheckFailure).toBe(
      'ALL_OLD',
    );
  });

  it('answers an item without the map with no old map', async () => {
    documentClient.on(UpdateCommand).rejects(refused({ version: 3 }));
    expect(await setMapSlot(slots, 'c', 9, { returnValues: 'ALL_NEW', old: true })).toEqual({
      set: false,
      old: undefined,
    });
  });

  it('rethrows what is not a refused condition', async () => {
    documentClient
      .on(UpdateCommand)
      .rejects(Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException' }));
    await expect(setMapSlot(slots, 'c', 9, { returnValues: 'ALL_NEW' })).rejects.toThrow('slow down');
  });
});

describe('startMap', () => {
  beforeEach(() => documentClient.reset());

  it('starts the map unless it exists, and says which happened', async () => {
    documentClient.on(UpdateCommand).resolvesOnce({}).rejectsOnce(refused());
    expect(await startMap(slots, { a: 1 })).toBe(true);
    expect(await startMap(slots, { a: 1 })).toBe(false);
    expect(documentClient.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      UpdateExpression: 'SET #map = :first',
      ConditionExpression: 'attribute_not_exists(#map)',
      ExpressionAttributeValues: { ':first': { a: 1 } },
    });
  });
});

describe('freeMapSlots', () => {
  beforeEach(() => documentClient.reset());

  it('frees several slots while the map exists, in one UpdateItem', async () => {
    documentClient.on(UpdateCommand).resolves({});
    expect(await freeMapSlots(slots, ['a', 'b'], 'map')).toBe(true);
    expect(documentClient.commandCalls(UpdateCommand)[0]?.args[0].input).toMatchObject({
      UpdateExpression: 'REMOVE #map.#s0, #map.#s1',
      ConditionExpression: 'attribute_exists(#map)',
      ExpressionAttributeNames: { '#map': 'leases', '#s0': 'a', '#s1': 'b' },
    });
  });

  it('frees one slot only when it is there, false when it was not', async () => {
    documentClient.on(UpdateCommand).rejects(refused());
    expect(await freeMapSlots(slots, ['a'], 'slot')).toBe(false);
    expect(documentClient.commandCalls(UpdateCommand)[0]?.args[0].input.ConditionExpression).toBe(
      'attribute_exists(#map.#s0)',
    );
  });

  it('sends nothing for no slots', async () => {
    expect(await freeMapSlots(slots, [], 'map')).toBe(false);
    expect(documentClient.commandCalls(UpdateCommand)).toHaveLength(0);
  });
});
