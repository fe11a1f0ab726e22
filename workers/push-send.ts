import { sendBatch } from '../lib/push/sender.js';
import { sqsWorker } from '../lib/queues/sqs-worker.js';

/** The push sender queue's consumer: one batch of up to 98 devices per message. */
export const handler = sqsWorker(sendBatch);
