import type { DeliveryRef } from '../webhooks/deliveries.js';

/** Where deliveries wait for their attempt: SQS on AWS (sqs-queue.ts), timers in-process locally (local-worker.ts). */
export interface DeliveryQueue {
  /** Queues one attempt of a delivery after `delaySeconds`. */
  send(ref: DeliveryRef, delaySeconds: number): Promise<void>;
}
