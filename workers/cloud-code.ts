import { consumeCloudCode } from '../lib/cloudcode/consumer.js';
import { sqsWorker } from '../lib/queues/sqs-worker.js';

/** The `cloud-code` queue's worker: jobs, schedules' firings, after-hooks, before-hooks' logs. */
export const handler = sqsWorker(consumeCloudCode);
