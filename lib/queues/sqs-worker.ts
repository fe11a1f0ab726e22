import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '../http/logger.js';

/** Runs one message; throwing reports it failed (SQS retries it, then dead-letters it). */
export type QueueConsumer<T> = (message: T) => Promise<void>;

/**
 * A queue's worker function on AWS (`export const handler = sqsWorker(consumer)` in workers/): the
 * batch's messages run in parallel and only the failed ones are reported (partial batch response),
 * so SQS retries them alone and dead-letters what keeps failing.
 */
export const sqsWorker =
  <T>(consume: QueueConsumer<T>) =>
  async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const results = await Promise.allSettled(event.Records.map((record) => consume(JSON.parse(record.body) as T)));
    const batchItemFailures = results.flatMap((result, index) => {
      if (result.status === 'fulfilled') return [];
      logger.error('queue message failed', { error: result.reason, messageId: event.Records[index]?.messageId });
      return [{ itemIdentifier: event.Records[index]?.messageId ?? '' }];
    });
    return { batchItemFailures };
  };
