import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { finishLease, releaseLease, takeLease } from '../../../lib/db/lease.js';

const documentClient = mockClient(DynamoDBDocumentClient);
const KEY = { pk: 'site#LOG', sk: 'message' };
const STATES = { working: 'sending', done: 'sent' };
const NOW = new Date('2030-01-01T00:00:00Z');
const refused = (state: string) =>
  Object.assign(new Error('refused'), { name: 'ConditionalCheckFailedException', Item: { state: { S: state } } });

describe('leases', () => {
  beforeEach(() => documentClient.reset());

  it('takes an item that is absent or whose lease ran out, for the given seconds', async () => {
    documentClient.on(PutCommand).resolves({});
    expect(await takeLease(KEY, STATES, 120, { kind: 'mail' }, NOW)).toEqual({ taken: true });
    expect(documentClient.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
      Item: { ...KEY, kind: 'mail', state: 'sending', lease_until: NOW.getTime() / 1000 + 120 },
      ConditionExpression: 'attribute_not_exists(pk) OR (#state = :working AND lease_until < :now)',
      ExpressionAttributeValues: { ':working': 'sending', ':now': NOW.getTime() / 1000 },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
  });

  it('tells a done item from one another holder has, from the refusal alone', async () => {
    documentClient.on(PutCommand).rejectsOnce(refused('sent')).rejectsOnce(refused('sending'));
    expect(await takeLease(KEY, STATES, 120, {}, NOW)).toEqual({ taken: false, done: true });
    expect(await takeLease(KEY, STATES, 120, {}, NOW)).toEqual({ taken: false, done: false });
    expect(documentClient.calls()).toHaveLength(2);
  });

  it('marks an item done with its attributes and ends the lease; a release ends it only while working', async () => {
    documentClient.on(UpdateCommand).resolves({});
    await finishLease(KEY, STATES, { sent_at: 'now' });
    await releaseLease(KEY, STATES);
    const [finish, release] = documentClient.commandCalls(UpdateCommand).map((call) => call.args[0].input);
    expect(finish).toMatchObject({
      UpdateExpression: 'SET #s0 = :s0, #s1 = :s1 REMOVE lease_until',
      ExpressionAttributeNames: { '#s0': 'state', '#s1': 'sent_at' },
      ExpressionAttributeValues: { ':s0': 'sent', ':s1': 'now' },
    });
    expect(finish?.ConditionExpression).toBeUndefined();
    expect(release).toMatchObject({
      UpdateExpression: 'SET lease_until = :zero',
      ConditionExpression: '#state = :working',
    });
  });

  it('refuses to release a lease whose work is done', async () => {
    documentClient.on(UpdateCommand).rejects(refused('sent'));
    await expect(releaseLease(KEY, STATES)).rejects.toThrow('not released');
  });
});
