import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from './client.js';
import type { ItemKey } from './keys.js';

/**
 * Takes the next number of a counter item, stamped with the second it is taken at: one UpdateItem
 * (`last` counts up from `first`, `at` is the second). Single-item writes take no transaction lock,
 * so concurrent takers never collide: DynamoDB applies their increments one after the other. The
 * second never goes back: a taker whose clock is behind the counter's is refused and told the
 * counter's second (`ahead`), read from the refused write itself at no extra request, to try again with.
 */
export const takeCounterNumber = async (key: ItemKey, first: number, second: number): Promise<{ number: number } | { ahead: number }> => {
  try {
    const { Attributes } = await db.send(new UpdateCommand({
      TableName: TABLE_NAME,
      Key: key,
      UpdateExpression: 'SET #last = if_not_exists(#last, :before) + :one, #at = :at',
      ConditionExpression: 'attribute_not_exists(#at) OR #at <= :at',
      ExpressionAttributeNames: { '#last': 'last', '#at': 'at' },
      ExpressionAttributeValues: { ':before': first - 1, ':one': 1, ':at': second },
      ReturnValues: 'UPDATED_NEW',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    }));
    return { number: Attributes?.last as number };
  } catch (error) {
    // The old item comes back in DynamoDB's own encoding; only its second is read.
    const failure = error as { name?: string; Item?: { at?: { N?: string } } };
    if (failure.name !== 'ConditionalCheckFailedException') throw error;
    return { ahead: Number(failure.Item?.at?.N ?? second) };
  }
};
