import { recordMailFeedback } from '../lib/mail/feedback.js';
import { sqsWorker } from '../lib/queues/sqs-worker.js';

/** Records SES bounces and complaints (SNS → SQS) as suppressed addresses of their site. */
export const handler = sqsWorker(recordMailFeedback);
