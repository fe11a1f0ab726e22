import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { DeliveryRef } from '../webhooks/deliveries.js';
import type { DeliveryQueue } from './queue.js';

/** SQS holds a message back for at most 15 minutes; longer waits are re-queued by the delivery step (`notBefore`). */
export const MAX_QUEUE_DELAY_SECONDS = 900;

/** The delivery queue on AWS: one SendMessage per attempt, delayed by up to 15 minutes. */
export const sqsDeliveryQueue = (queueUrl: string, client = new SQSClient({})): DeliveryQueue => ({
  send: async (ref: DeliveryRef, delaySeconds: number) => {
    await client.send(
      new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: JSON.stringify(ref),
        DelaySeconds: Math.min(MAX_QUEUE_DELAY_SECONDS, Math.max(0, Math.ceil(delaySeconds))),
      }),
    );
  },
});
