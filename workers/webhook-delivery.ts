import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { requireEnv } from '../lib/config.js';
import { deliverOnce } from '../lib/events/deliver.js';
import { sqsDeliveryQueue } from '../lib/events/sqs-queue.js';
import { logger } from '../lib/http/logger.js';
import type { DeliveryRef } from '../lib/webhooks/deliveries.js';

const queue = sqsDeliveryQueue(requireEnv('DELIVERY_QUEUE_URL'));

/**
 * The delivery queue's consumer: one attempt per message, in parallel. A failed
 * receiver is not a failed message (the next attempt is queued with its delay); only an error of
 * our own (DynamoDB, SQS) reports the message, which SQS then retries and finally dead-letters.
 */
export const handler = async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const results = await Promise.allSettled(
    event.Records.map((record) => deliverOnce(JSON.parse(record.body) as DeliveryRef, queue)),
  );
  const batchItemFailures = results.flatMap((result, index) => {
    if (result.status === 'fulfilled') return [];
    logger.error('webhook delivery failed', { error: result.reason, messageId: event.Records[index]?.messageId });
    return [{ itemIdentifier: event.Records[index]?.messageId ?? '' }];
  });
  return { batchItemFailures };
};
