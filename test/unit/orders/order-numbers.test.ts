import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { takeOrderNumber } from '../../../lib/orders/order-numbers.js';

// Clock skew between instances is a fault DynamoDB Local cannot produce: the counter's answer is mocked.
const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => dynamo.reset());

const SITE = 'a'.repeat(24);
const behind = (at: number) =>
  Object.assign(new Error('The conditional request failed'), {
    name: 'ConditionalCheckFailedException',
    Item: { at: { N: String(at) }, last: { N: '1041' } },
  });

describe('takeOrderNumber', () => {
  it('takes the next number from 1001 with one conditioned increment, at this second', async () => {
    dynamo.on(UpdateCommand).resolves({ Attributes: { last: 1001, at: 1_780_000_000 } });
    const taken = await takeOrderNumber(SITE, () => new Date(1_780_000_000_500));
    expect(taken).toEqual({ number: 1001, at: new Date(1_780_000_000_000) });
    const input = dynamo.commandCalls(UpdateCommand)[0]?.args[0].input;
    expect(input).toMatchObject({
      Key: { pk: `${SITE}#ORDER_COUNTER`, sk: 'COUNTER' },
      UpdateExpression: 'SET #last = if_not_exists(#last, :before) + :one, #at = :at',
      ConditionExpression: 'attribute_not_exists(#at) OR #at <= :at',
      ExpressionAttributeValues: { ':before': 1000, ':one': 1, ':at': 1_780_000_000 },
    });
  });

  it("never gives a number an earlier second than the one before: a clock behind takes the counter's second", async () => {
    dynamo
      .on(UpdateCommand)
      .rejectsOnce(behind(1_780_000_002))
      .resolves({ Attributes: { last: 1042 } });
    const taken = await takeOrderNumber(SITE, () => new Date(1_780_000_000_000));
    expect(taken).toEqual({ number: 1042, at: new Date(1_780_000_002_000) });
    const calls = dynamo.commandCalls(UpdateCommand);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.args[0].input.ExpressionAttributeValues).toMatchObject({ ':at': 1_780_000_002 });
  });
});
