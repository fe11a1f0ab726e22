import { sendCustomerMail } from '../lib/mail-templates/customer-mail.js';
import { sqsWorker } from '../lib/queues/sqs-worker.js';

/** Mails a customer account's confirmation, welcome or password reset link (SES), each once. */
export const handler = sqsWorker(sendCustomerMail);
