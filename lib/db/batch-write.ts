import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { serviceUnavailable } from '../http/errors.js';
import { db, TABLE_NAME } from './client.js';

/**
 * Puts items in BatchWriteItems of 25 (not one transaction: each item stands alone), what DynamoDB
 * leaves unprocessed retried a few times with a short backoff; a 503 if some still remain, so a
 * caller whose writes are idempotent is simply asked to send again.
 */
export const putItems = async (items: readonly Record<string, unknown>[]): Promise<void> => {
  for (let i = 0; i < items.length; i += 25) {
    let pending: Record<string, unknown>[] | undefined = items
      .slice(i, i + 25)
      .map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending?.length && attempt < 5; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 25 * 2 ** attempt));
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: pending as never } }));
      pending = result.UnprocessedItems?.[TABLE_NAME] as Record<string, unknown>[] | undefined;
    }
    if (pending?.length) throw serviceUnavailable(new Error(`${pending.length} puts left unprocessed`));
  }
};
