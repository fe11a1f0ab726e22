import { sqsWorker } from '../lib/queues/sqs-worker.js';
import { fanOutVendor } from '../lib/vendors/vendor-fanout.js';

/** Brings a renamed vendor's products' copies in line with it (queued by the event router). */
export const handler = sqsWorker(fanOutVendor);
