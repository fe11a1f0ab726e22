import { createHash } from 'node:crypto';
import type { Channel } from '../channels/channels.js';
import { toChannel } from '../channels/channels.js';
import { channelKey } from '../channels/keys.js';
import { recordOf } from '../db/record.js';
import type { Entry } from '../channels/entries.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { keys, sitePk } from '../db/keys.js';
import { escapeHtml, fieldText } from '../feeds/feed-rules.js';
import { sanitizeHtmlFields } from '../forms/sanitize.js';
import { logger } from '../http/logger.js';
import { addressList, plainAddress } from './addresses.js';
import { claimMessage, markSent, markSkipped, releaseClaim } from './mail-log.js';
import { mailKeys } from './keys.js';
import {
  DEFAULT_CONFIRMATION_TEMPLATE,
  DEFAULT_NOTIFICATION_TEMPLATE,
  renderTemplate,
  type TemplateContext,
} from './templates.js';
import { sendMail } from './transport.js';

/** The work queue of submission mail: one message per accepted (or released) submission. */
export const SUBMISSION_MAIL_QUEUE = 'submission-mail';

/** A queue message: which submission to mail about. */
export interface SubmissionMailMessage {
  readonly site_id: string;
  readonly channel_id: string;
  readonly entry_id: string;
}

type Kind = 'notification' | 'confirmation';

const toEntry = recordOf<Entry>();

/** One message to send: its kind, recipient and stable Message-ID. */
interface Planned {
  readonly kind: Kind;
  readonly to: string;
  readonly messageId: string;
}

/** `<entry>.<kind>.<hash of the recipient>@site-api`: one Message-ID per submission and receiver, the same on every attempt. */
export const submissionMessageId = (entryId: string, kind: Kind, to: string): string =>
  `<${entryId}.${kind}.${createHash('sha256').update(to.toLowerCase()).digest('hex').slice(0, 16)}@site-api>`;

/** Who gets what for a submission: the channel's receivers a notification each, the submitter a confirmation. */
export const plannedMessages = (channel: Channel, entry: Entry): Planned[] => {
  const planned: Planned[] = [];
  if (channel.submittable_notifications === true) {
    for (const to of addressList((channel.submittable_receivers as string | undefined) ?? '').addresses) {
      planned.push({ kind: 'notification', to, messageId: submissionMessageId(entry.id, 'notification', to) });
    }
  }
  const field = channel.submittable_confirmation_receivers as string | undefined;
  const to = channel.submittable_confirmations === true && field ? plainAddress(entry.fields[field]) : undefined;
  if (to) planned.push({ kind: 'confirmation', to, messageId: submissionMessageId(entry.id, 'confirmation', to) });
  return planned;
};

/** What the templates see of a submission. */
const templateContext = async (
  site: Record<string, unknown>,
  channel: Channel,
  entry: Entry,
): Promise<TemplateContext> => {
  const htmlFields = (channel.submittable_html_fields as string[] | undefined) ?? [];
  const clean = await sanitizeHtmlFields(entry.fields, htmlFields);
  const fields = channel.customizations
    .filter((field) => entry.fields[field.name] !== undefined)
    .map((field) => {
      const value = fieldText(entry.fields[field.name]);
      return {
        name: field.name,
        label: field.label || field.name,
        value,
        html: htmlFields.includes(field.name)
          ? fieldText(clean[field.name])
          : escapeHtml(value).replace(/\r?\n/g, '<br>'),
      };
    });
  return {
    entry: { id: entry.id, created_at: entry.created_at, ...clean },
    channel: { id: channel.id, name: channel.name, slug: channel.slug },
    site: {
      id: site.id as string,
      name: (site.name as string | undefined) ?? '',
      subdomain: (site.subdomain as string | undefined) ?? '',
    },
    fields,
  };
};

const subjectOf = (kind: Kind, context: TemplateContext) =>
  kind === 'notification'
    ? `New submission: ${context.channel.name}`
    : `${context.site.name || context.channel.name}: we received your submission`;

/**
 * The submission-mail queue's consumer (workers/submission-mail.ts on AWS, in-process locally):
 * reads the site, channel and entry (one BatchGetItem), then the send log and suppressions of
 * every planned message (one BatchGetItem), and sends each message not yet sent to an address not
 * suppressed, claiming it in the log first. Nothing for an entry that is gone or spam. Idempotent:
 * a message comes again after a failure, and only what was not sent is sent.
 */
export const sendSubmissionMail = async (message: SubmissionMailMessage): Promise<void> => {
  const { site_id: siteId, channel_id: channelId, entry_id: entryId } = message;
  const entryKey = { pk: sitePk(siteId, `CHANNEL#${channelId}`), sk: `ENTRY#${entryId}` };
  const found = await batchGet([keys.site(siteId), channelKey(siteId, channelId), entryKey]);
  const site = found.get(keyId(keys.site(siteId)));
  const channelItem = found.get(keyId(channelKey(siteId, channelId)));
  const entryItem = found.get(keyId(entryKey));
  if (!site || !channelItem || !entryItem || entryItem.submission_status !== 'received') return;
  const channel = toChannel(channelItem);
  const entry = toEntry(entryItem);
  const planned = plannedMessages(channel, entry);
  if (planned.length === 0) return;
  const suppressed = await batchGet(planned.map((p) => mailKeys.suppression(siteId, p.to)));
  const context = await templateContext(site, channel, entry);
  const failures: unknown[] = [];
  for (const next of planned) {
    let claimed = false;
    try {
      const claim = await claimMessage(siteId, next.messageId, next.kind);
      if (claim === 'sent') continue;
      claimed = claim === 'claimed';
      if (claim === 'busy') throw new Error(`message ${next.messageId} is being sent by another worker`);
      if (suppressed.has(keyId(mailKeys.suppression(siteId, next.to)))) {
        logger.info('mail: address suppressed, not sent', { site: siteId, messageId: next.messageId });
        await markSkipped(siteId, next.messageId, 'suppressed');
        continue;
      }
      const own =
        next.kind === 'notification'
          ? channel.submittable_notification_template
          : channel.submittable_confirmation_template;
      const template =
        typeof own === 'string' && own !== ''
          ? own
          : next.kind === 'notification'
            ? DEFAULT_NOTIFICATION_TEMPLATE
            : DEFAULT_CONFIRMATION_TEMPLATE;
      const { html, text } = await renderTemplate(template, context);
      await sendMail({
        to: next.to,
        subject: subjectOf(next.kind, context),
        html,
        text,
        messageId: next.messageId,
        siteId,
      });
      await markSent(siteId, next.messageId);
    } catch (error) {
      // The others are still tried; the queue message comes again for this one, which may then
      // claim it at once (a send that failed did not go out).
      failures.push(error);
      if (claimed)
        await releaseClaim(siteId, next.messageId).catch((release: unknown) =>
          logger.warn('mail: claim not released', { error: release }),
        );
    }
  }
  if (failures.length)
    throw new AggregateError(failures, `${failures.length} of ${planned.length} messages failed for entry ${entryId}`);
};
