import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../db/client.js';
import { timestamp } from '../db/keys.js';
import { logger } from '../http/logger.js';
import { dropPendingUpload } from './uploads.js';

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
    const out = await db.send(
      new ScanCommand({
        TableName: TABLE_NAME,
        ExclusiveStartKey: start,
        FilterExpression: 'sk = :upload AND #status = :pending AND expires_at < :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':upload': 'UPLOAD', ':pending': 'pending', ':now': timestamp(now) },
      }),
    );
    for (const item of out.Items ?? []) {
      await dropPendingUpload({ site_id: String(item.site_id), id: String(item.id), key: String(item.key) });
      swept += 1;
    }
    start = out.LastEvaluatedKey;
  } while (start);
  if (swept) logger.info('swept expired uploads', { swept });
  return swept;
};
