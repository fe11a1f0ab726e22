import { sendSubmissionMail } from '../lib/mail/submission-mail.js';
import { sqsWorker } from '../lib/queues/sqs-worker.js';

/** Mails an accepted submission's notifications and confirmation (SES), each once. */
export const handler = sqsWorker(sendSubmissionMail);
