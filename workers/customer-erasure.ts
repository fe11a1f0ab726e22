import { finishErasure } from '../lib/privacy/erasure-worker.js';
import { sqsWorker } from '../lib/queues/sqs-worker.js';

/** Anonymizes an erased customer's orders and strips it from the webhook delivery logs (queued by the event router). */
export const handler = sqsWorker(finishErasure);
