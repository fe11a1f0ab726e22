import type { Change } from '../events/event-map.js';
import { workQueue } from '../queues/work-queue.js';
import { SUBMISSION_MAIL_QUEUE, type SubmissionMailMessage } from '../mail/submission-mail.js';

const ENTRY_KEY = /^([0-9a-f]{24})#CHANNEL#([0-9a-f]{24})$/;

/**
 * The stream's reaction to a submission (lib/events/router.ts): an entry that becomes `received`
 * (a new accepted submission, or spam released with not_spam) queues its mail, off the request
 * path. Spam is never queued; a repeated stream record queues again, and the consumer's send log
 * sends nothing twice.
 */
export const queueSubmissionMail = async (change: Change): Promise<void> => {
  const next = change.newImage;
  if (next?.submission_status !== 'received' || change.oldImage?.submission_status === 'received') return;
  const key = ENTRY_KEY.exec(change.key.pk);
  if (!key || !change.key.sk.startsWith('ENTRY#')) return;
  const message: SubmissionMailMessage = {
    site_id: key[1] as string,
    channel_id: key[2] as string,
    entry_id: change.key.sk.slice('ENTRY#'.length),
  };
  await workQueue<SubmissionMailMessage>(SUBMISSION_MAIL_QUEUE).send(message);
};
