import { consumePendingEvent } from '../lib/payments/apply-event.js';
import { sqsWorker } from '../lib/queues/sqs-worker.js';

/** Applies a provider's event that arrived before its payment was stored (queued by the payment webhook). */
export const handler = sqsWorker(consumePendingEvent);
