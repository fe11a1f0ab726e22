import { logger } from '../http/logger.js';
import { plainAddress } from './addresses.js';
import { recordSuppression } from './suppressions.js';

/** The part of an SES event notification (configuration set → SNS) this module reads. */
export interface SesFeedback {
  readonly eventType?: string;
  readonly notificationType?: string;
  readonly mail?: {
    readonly messageId?: string;
    readonly tags?: Readonly<Record<string, readonly string[]>>;
    readonly headers?: readonly { name: string; value: string }[];
  };
  readonly bounce?: {
    readonly bounceType?: string;
    readonly bounceSubType?: string;
    readonly bouncedRecipients?: readonly { emailAddress?: string }[];
  };
  readonly complaint?: {
    readonly complaintFeedbackType?: string;
    readonly complainedRecipients?: readonly { emailAddress?: string }[];
  };
}

const ID = /^[0-9a-f]{24}$/;

/** An SNS envelope (a subscription without raw delivery) holds the event as its `Message` string. */
const unwrap = (message: unknown): SesFeedback => {
  const envelope = message as { Type?: string; Message?: unknown };
  if (envelope?.Type === 'Notification' && typeof envelope.Message === 'string')
    return JSON.parse(envelope.Message) as SesFeedback;
  return message as SesFeedback;
};

/**
 * The mail-feedback queue's consumer: a hard bounce (`Permanent`) or a complaint suppresses each
 * address it names for the site the message was sent for (its `site_id` tag); transient bounces
 * and other events are only logged. One PutItem per address.
 */
export const recordMailFeedback = async (message: unknown): Promise<void> => {
  const event = unwrap(message);
  const type = event.eventType ?? event.notificationType;
  const siteId = event.mail?.tags?.site_id?.[0];
  const messageId =
    event.mail?.headers?.find((header) => header.name.toLowerCase() === 'message-id')?.value ??
    event.mail?.messageId ??
    null;
  if (!siteId || !ID.test(siteId)) {
    logger.warn('mail feedback without a site', { type });
    return;
  }
  const suppress = async (
    recipients: readonly { emailAddress?: string }[] | undefined,
    reason: 'bounce' | 'complaint',
    detail: string | undefined,
  ) => {
    for (const recipient of recipients ?? []) {
      const address = plainAddress(recipient.emailAddress);
      if (address) await recordSuppression(siteId, { address, reason, detail: detail ?? null, message_id: messageId });
    }
  };
  if (type === 'Bounce' && event.bounce?.bounceType === 'Permanent')
    await suppress(event.bounce.bouncedRecipients, 'bounce', event.bounce.bounceSubType);
  else if (type === 'Complaint')
    await suppress(event.complaint?.complainedRecipients, 'complaint', event.complaint?.complaintFeedbackType);
  else logger.info('mail feedback not recorded', { type, bounceType: event.bounce?.bounceType, site: siteId });
};
