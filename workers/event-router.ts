import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { requireEnv } from '../lib/config.js';
import type { StreamRecordLike } from '../lib/events/event-map.js';
import { cloudCodeAfterHooks } from '../lib/cloudcode/after-hooks.js';
import { routeRecords } from '../lib/events/router.js';
import { sqsDeliveryQueue } from '../lib/events/sqs-queue.js';

const queue = sqsDeliveryQueue(requireEnv('DELIVERY_QUEUE_URL'));
const base = requireEnv('PUBLIC_BASE_URL').replace(/\/+$/, '');

/**
 * The table stream's consumer: every change of a resource becomes an event and a
 * delivery per matching webhook; a queued delivery is sent to the delivery queue. A failed record
 * is reported (partial batch response): the stream retries from it, everything before it is done.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const result = await routeRecords(event.Records as StreamRecordLike[], {
    queue,
    base,
    afterHooks: cloudCodeAfterHooks,
  });
  if (result.failedAt === undefined) return { batchItemFailures: [] };
  return { batchItemFailures: [{ itemIdentifier: event.Records[result.failedAt]?.dynamodb?.SequenceNumber ?? '' }] };
};
