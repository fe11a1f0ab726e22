import { isConditionFailure } from '../db/cancellation.js';
import { DeleteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../db/client.js';
import { timestamp } from '../db/keys.js';
import { logger } from '../http/logger.js';
import { deleteObject } from './objects.js';

/**
 * Local stand-in for what AWS does on its own (the bucket's lifecycle rule expiring objects
 * still tagged pending, DynamoDB's TTL removing their records): deletes every upload whose form
 * ran out without a completion, object and record. A Scan of the table: for `npm start` only,
 * never a request path. Returns how many went.
 */
export const sweepExpiredUploads = async (now = new Date()): Promise<number> => {
  let start: Record<string, unknown> | undefined;
  let swept = 0;
  do {
    const out = await db.send(new ScanCommand({
      TableName: TABLE_NAME, ExclusiveStartKey: start,
      FilterExpression: 'sk = :upload AND #status = :pending AND expires_at < :now',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':upload': 'UPLOAD', ':pending': 'pending', ':now': timestamp(now) },
    }));
    for (const item of out.Items ?? []) {
      await deleteObject(String(item.key));
      await db.send(new DeleteCommand({
        TableName: TABLE_NAME, Key: { pk: item.pk, sk: item.sk },
        ConditionExpression: '#status = :pending', ExpressionAttributeNames: { '#status': 'status' }, ExpressionAttributeValues: { ':pending': 'pending' },
      })).catch((error: unknown) => { if (!isConditionFailure(error)) throw error; });
      swept += 1;
    }
    start = out.LastEvaluatedKey;
  } while (start);
  if (swept) logger.info('swept expired uploads', { swept });
  return swept;
};
