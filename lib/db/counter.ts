import type { ItemKey } from './keys.js';
import { updateItem } from './one-item.js';

/**
 * Takes the next number of a counter item, stamped with the second it is taken at: one UpdateItem
 * (`last` counts up from `first`, `at` is the second). Single-item writes take no transaction lock,
 * so concurrent takers never collide: DynamoDB applies their increments one after the other. The
 * second never goes back: a taker whose clock is behind the counter's is refused and told the
 * counter's second (`ahead`), read from the refused write itself at no extra request, to try again with.
 */
export const takeCounterNumber = async (
  key: ItemKey,
  first: number,
  second: number,
): Promise<{ number: number } | { ahead: number }> => {
  const out = await updateItem(key, {
    UpdateExpression: 'SET #last = if_not_exists(#last, :before) + :one, #at = :at',
    ConditionExpression: 'attribute_not_exists(#at) OR #at <= :at',
    ExpressionAttributeNames: { '#last': 'last', '#at': 'at' },
    ExpressionAttributeValues: { ':before': first - 1, ':one': 1, ':at': second },
    ReturnValues: 'UPDATED_NEW',
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
  });
  return out.refused ? { ahead: Number(out.old?.at ?? second) } : { number: out.attributes.last as number };
};
