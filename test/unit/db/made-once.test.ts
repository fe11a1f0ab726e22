import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { madeOnce, storeOnce } from '../../../lib/db/made-once.js';

const documentClient = mockClient(DynamoDBDocumentClient);
const KEY = { pk: 'site#KEY', sk: 'KEY' };
const refusal = () => Object.assign(new Error('refused'), { name: 'ConditionalCheckFailedException' });

describe('made once', () => {
  beforeEach(() => documentClient.reset());

  it('returns what is stored without making anything', async () => {
    documentClient.on(GetCommand).resolves({ Item: { ...KEY, secret: 'theirs' } });
    const make = vi.fn(() => ({ secret: 'mine' }));
    expect((await madeOnce(KEY, make)).secret).toBe('theirs');
    expect(make).not.toHaveBeenCalled();
    expect(documentClient.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('makes and stores it on first use, only where nothing is', async () => {
    documentClient.on(GetCommand).resolves({});
    documentClient.on(PutCommand).resolves({});
    expect(await madeOnce(KEY, () => ({ secret: 'mine' }))).toEqual({ secret: 'mine' });
    expect(documentClient.commandCalls(PutCommand)[0]?.args[0].input).toMatchObject({
      Item: { ...KEY, secret: 'mine' },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it("returns the winner's when another request stored one first", async () => {
    documentClient.on(PutCommand).rejects(refusal());
    documentClient.on(GetCommand).resolves({ Item: { ...KEY, secret: 'winner' } });
    expect((await storeOnce(KEY, { secret: 'mine' })).secret).toBe('winner');
    expect(documentClient.commandCalls(GetCommand)[0]?.args[0].input.ConsistentRead).toBe(true);
  });
});
