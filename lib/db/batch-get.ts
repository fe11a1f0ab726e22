import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from './client.js';
import { keyId, type ItemKey } from './keys.js';

export { keyId, type ItemKey };

/**
 * Strongly consistent reads of up to 100 items in one BatchGetItem (repeated keys are asked once;
 * keys DynamoDB leaves unprocessed are asked again, which is rare). Found items by {@link keyId}.
 */
export const batchGet = async (keys: readonly ItemKey[]): Promise<Map<string, Record<string, unknown>>> => {
  const found = new Map<string, Record<string, unknown>>();
  let pending = [...new Map(keys.map((key) => [keyId(key), { pk: key.pk, sk: key.sk }])).values()];
  for (let round = 0; pending.length > 0; round += 1) {
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** round)));
    const out = await db.send(
      new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: pending, ConsistentRead: true } } }),
    );
    for (const item of out.Responses?.[TABLE_NAME] ?? []) found.set(keyId(item as ItemKey), item);
    pending = (out.UnprocessedKeys?.[TABLE_NAME]?.Keys ?? []) as { pk: string; sk: string }[];
    if (round >= 5 && pending.length) throw new Error('BatchGetItem left keys unprocessed after 6 rounds');
  }
  return found;
};
