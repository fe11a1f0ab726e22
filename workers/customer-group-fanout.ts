import { fanOutGroup } from '../lib/customer-groups/group-fanout.js';
import { sqsWorker } from '../lib/queues/sqs-worker.js';

/** Brings a renamed or deleted customer group's members' copies in line with it (queued by the event router). */
export const handler = sqsWorker(fanOutGroup);
