import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../db/client.js';

/** Deletes every item of a partition: Queries of its keys and BatchWriteItems of 25 (unprocessed ones retried). */
export const purgePartition = async (pk: string): Promise<void> => {
  let start: Record<string, unknown> | undefined;
  do {
    const out = await db.send(new QueryCommand({
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ProjectionExpression: 'pk, sk',
      ExclusiveStartKey: start,
    }));
    const keys = out.Items ?? [];
    for (let i = 0; i < keys.length; i += 25) {
      let pending: Record<string, unknown>[] | undefined = keys.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
      while (pending?.length) {
        const result = await db.send(new BatchWriteCommand({ RequestItems: { [TABLE_NAME]: pending as never } }));
        pending = result.UnprocessedItems?.[TABLE_NAME] as Record<string, unknown>[] | undefined;
      }
    }
    start = out.LastEvaluatedKey;
  } while (start);
};
