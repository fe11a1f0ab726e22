import { fanOut } from '../lib/push/fanout.js';
import { sqsWorker } from '../lib/queues/sqs-worker.js';

/** The push fan-out queue's consumer: one page of a send's targeted devices per message. */
export const handler = sqsWorker(fanOut);
