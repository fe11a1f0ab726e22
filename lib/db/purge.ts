import { BatchWriteCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { serviceUnavailable } from '../http/errors.js';
import { logger } from '../http/logger.js';
import { db, TABLE_NAME } from './client.js';

/**
 * Deletes items by key: BatchWriteItems of 25, what DynamoDB leaves unprocessed retried a few times
 * (each call already has the SDK's own retries); a 503 if some still remain, so the caller's retry
 * finishes the job.
 */
export const deleteKeys = async (itemKeys: readonly { pk: unknown; sk: unknown }[]): Promise<void> => {
  for (let i = 0; i < itemKeys.length; i += 25) {
    let pending: Record<string, unknown>[] | undefined = itemKeys
      .slice(i, i + 25)
      .map(({ pk, sk }) => ({ DeleteRequest: { Key: { pk, sk } } }));
    for (let attempt = 0; pending?.length && attempt < 5; attempt += 1) {
      const result = await db.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: pending as never } }));
      pending = result.UnprocessedItems?.[TABLE_NAME] as Record<string, unknown>[] | undefined;
    }
    if (pending?.length) throw serviceUnavailable(new Error(`${pending.length} deletes left unprocessed`));
  }
};

/** Deletes every item a Query finds, page by page: one Query per page (keys only), then `deleteKeys`. */
export const purgeQuery = async (
  input: Omit<QueryCommandInput, 'TableName' | 'ProjectionExpression' | 'ExclusiveStartKey'>,
): Promise<void> => {
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(
      new QueryCommand({ ...input, TableName: TABLE_NAME, ProjectionExpression: 'pk, sk', ExclusiveStartKey: start }),
    );
    await deleteKeys((out.Items ?? []) as { pk: unknown; sk: unknown }[]);
    start = out.LastEvaluatedKey;
  } while (start);
};

/** Deletes every item of a partition. */
export const purgePartition = (pk: string): Promise<void> =>
  purgeQuery({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk } });

/**
 * Clears the partitions a deleted parent left behind (a theme's items, a blog's articles, a
 * channel's entries). The parent's own transaction has committed, so those items are already
 * unreachable through the API and the delete has happened: a failed cleanup is logged for the
 * operator, not reported to the client as a failed delete.
 */
export const purgeAfterDelete = async (what: string, partitions: readonly string[]): Promise<void> => {
  try {
    await Promise.all(partitions.map(purgePartition));
  } catch (error) {
    logger.warn('cleanup after a delete failed: unreachable items remain', { what, partitions, error });
  }
};
