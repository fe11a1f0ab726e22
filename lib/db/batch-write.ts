import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { serviceUnavailable } from '../http/errors.js';
import { db, TABLE_NAME } from './client.js';
import type { ItemKey } from './keys.js';

/** One write of a BatchWriteItem: an item to store (replacing any with its key) or a key to delete. */
export type BatchWriteRequest = { readonly put: ItemKey & Record<string, unknown> } | { readonly delete: ItemKey };

/** Most writes one BatchWriteItem takes (DynamoDB's limit). */
export const BATCH_WRITE_SIZE = 25;

const ROUNDS = 6;

/**
 * Stores and deletes items in BatchWriteItems of 25 (no conditions: the last write wins), one
 * after another; what DynamoDB leaves unprocessed is sent again after a short backoff (up to 5 more
 * times, each call already with the SDK's own retries), and a 503 if some still remain, so the
 * caller's repeat finishes the job. Not one transaction: a failure leaves the earlier batches
 * written, which is why callers make a repeat converge (every put holds the whole item).
 */
export const batchWrite = async (requests: readonly BatchWriteRequest[]): Promise<void> => {
  for (let i = 0; i < requests.length; i += BATCH_WRITE_SIZE) {
    let pending: Record<string, unknown>[] = requests
      .slice(i, i + BATCH_WRITE_SIZE)
      .map((request) =>
        'put' in request
          ? { PutRequest: { Item: request.put } }
          : { DeleteRequest: { Key: { pk: request.delete.pk, sk: request.delete.sk } } },
      );
    for (let round = 0; pending.length && round < ROUNDS; round += 1) {
      if (round > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1000, 25 * 2 ** round)));
      const out = await db.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: pending as never } }));
      pending = (out.UnprocessedItems?.[TABLE_NAME] ?? []) as Record<string, unknown>[];
    }
    if (pending.length) throw serviceUnavailable(new Error(`${pending.length} batch writes left unprocessed`));
  }
};
