import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../auth/principal.js';
import { aclAllows, aclSubject } from '../channels/acl.js';
import { resolveChannelId, type Channel } from '../channels/channels.js';
import { newEntryItems, type Entry } from '../channels/entries.js';
import { validateEntryFields, type FieldValues } from '../channels/entry-fields.js';
import { currentCustomerId } from '../customers/current-customer.js';
import { newId, timestamp } from '../db/keys.js';
import { withOptimisticRetry } from '../db/optimistic-retry.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { TABLE_NAME } from '../db/client.js';
import { senderAddresses } from '../privacy/export-rules.js';
import { privacyKeys } from '../privacy/keys.js';
import { windowCountItem } from '../db/window-counter.js';
import { forbidden, notFound, tooManyRequests, unprocessable, type FieldError } from '../http/errors.js';
import { logger } from '../http/logger.js';
import { bodyKindOf } from './form-body.js';
import { addressCounter, readChannelWithFormKey, siteCounter } from './form-keys.js';
import { checkFormToken } from './form-token-rules.js';
import { sanitizeHtmlFields } from './sanitize.js';
import { SITE_RATE_SHARDS, submissionSettings } from './settings.js';
import { spamReasons } from './spam-rules.js';
import {
  addressShard,
  clientAddress,
  readFormValues,
  redirectAllowed,
  REDIRECT_FIELD,
  splitSubmission,
  unsubmittableFields,
} from './submission-rules.js';

const settings = submissionSettings();

/**
 * A pointer from each e-mail address among the submission's values to the submission, written in
 * its transaction, so that a customer's data export finds what that address sent (one Query)
 * without reading every submittable channel. Spam is no one's data: it gets none.
 */
const senderPointers = (siteId: string, entry: Entry): TransactionItem[] =>
  entry.submission_status === 'spam'
    ? []
    : senderAddresses(entry.fields).map((email) =>
        labelled('sender', {
          Put: {
            TableName: TABLE_NAME,
            Item: { ...privacyKeys.sender(siteId, email, entry.channel_id, entry.id), created_at: entry.created_at },
          },
        }),
      );

/** What a submission stored, and where a plain form post is sent back to. */
export interface Submission {
  readonly entry: Entry;
  /** A `_redirect` on the posting origin: answered with a 303 to it. */
  readonly redirect?: string;
}

export const notSubmittable = () =>
  forbidden(
    'channel_not_submittable',
    'This channel does not take public submissions (its submittable setting is off)',
  );

/** The channel a submission names, with the site's form key: one BatchGetItem (a slug adds the GetItem of its claim). */
export const submittableChannel = async (
  siteId: string,
  channelRef: string,
): Promise<{ channel: Channel; formKey?: Buffer }> => {
  const channelId = await resolveChannelId(siteId, channelRef);
  const { channel, formKey } = channelId ? await readChannelWithFormKey(siteId, channelId) : {};
  if (!channel) throw notFound('Channel');
  if (channel.submittable !== true) throw notSubmittable();
  return { channel, formKey };
};

// Error paths of a flat submission body name the field as sent (`email`), not `fields.email`.
const flat = (errors: readonly FieldError[]): FieldError[] =>
  errors.map((error) => ({ ...error, field: error.field.replace(/^fields\./, '') }));

/**
 * A public submission to a channel: only its `submittable_fields`, typed and validated
 * as any entry of the channel (its create ACL too), HTML fields sanitized; with `spam_detection`
 * judged by the spam rules and counted against the per-address and per-site limits inside the
 * entry's own transaction (429 past them). Spam is stored as `submission_status: "spam"` and
 * answered like any other. Two DynamoDB requests by channel id where the request names its site
 * (the token, the channel and the form key in one BatchGetItem: submissionPrefetch), three by slug
 * (the channel, read once its claim came with the token); then one TransactWriteItems (retried on a
 * collision).
 */
export const submitToChannel = async (
  principal: Principal,
  event: APIGatewayProxyEventV2,
  channelRef: string,
  body: Readonly<Record<string, unknown>>,
): Promise<Submission> => {
  const siteId = principal.site!.id;
  const { values: sent, reserved } = splitSubmission(body);
  if (reserved.redirect !== undefined && !redirectAllowed(reserved.redirect, event.headers)) {
    throw unprocessable([
      {
        field: REDIRECT_FIELD,
        message: `${REDIRECT_FIELD} must be an http(s) address on the origin the form was posted from`,
        code: 'not_allowed',
      },
    ]);
  }
  const { channel, formKey } = await submittableChannel(siteId, channelRef);
  const customerId = await currentCustomerId(principal, event);
  if (!aclAllows(channel.acl, 'create', aclSubject({ master: principal.token.master, useAcl: false, customerId }))) {
    throw forbidden('acl_denied', "The channel's ACL does not let this caller create its entries");
  }
  const refused = unsubmittableFields((channel.submittable_fields as string[] | undefined) ?? [], sent);
  if (refused.length)
    throw unprocessable(
      refused,
      refused.length === 1
        ? (refused[0] as FieldError).message
        : 'The submission has fields this channel does not take',
    );
  const typed = bodyKindOf(event) === 'form' ? readFormValues(channel.customizations, sent) : sent;
  const { values, errors } = validateEntryFields(channel.customizations, typed);
  if (errors.length) throw unprocessable(flat(errors));
  const clean: FieldValues = await sanitizeHtmlFields(
    values,
    (channel.submittable_html_fields as string[] | undefined) ?? [],
  );

  const now = new Date();
  const detect = channel.spam_detection === true;
  const reasons = detect
    ? spamReasons({
        honeypot: reserved.honeypot,
        values: clean,
        minSeconds: settings.minSeconds,
        formToken: checkFormToken(formKey, siteId, channel.id, reserved.formToken, now, settings.tokenMaxAgeSeconds),
      })
    : [];
  const entry: Entry = {
    id: newId(now),
    channel_id: channel.id,
    slug: null,
    customer_id: customerId ?? null,
    fields: clean,
    submission_status: reasons.length ? 'spam' : 'received',
    created_at: timestamp(now),
    updated_at: timestamp(now),
  };
  const address = clientAddress(event.requestContext.http.sourceIp);
  const limits = (at: Date): TransactionItem[] =>
    detect
      ? [
          windowCountItem('address', addressCounter(siteId, channel.id, address, settings.perAddress), at),
          windowCountItem(
            'site',
            siteCounter(siteId, addressShard(address, SITE_RATE_SHARDS), settings.perSite, SITE_RATE_SHARDS),
            at,
          ),
        ]
      : [];
  let counted: ReturnType<typeof limits> = [];
  try {
    // Submissions of one site from many visitors at once touch no common item but the site's
    // counter shard; a collision there is tried again.
    await withOptimisticRetry(
      () =>
        sendTransaction([
          ...newEntryItems(siteId, channel, entry),
          ...senderPointers(siteId, entry),
          ...(counted = limits(new Date())),
        ]),
      { attempts: 4, backoffMs: 25 },
    );
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (error.refused('rate')) {
      const byAddress = error.refused('rate:address');
      const { reset } = counted[byAddress ? 0 : 1] as ReturnType<typeof windowCountItem>;
      throw tooManyRequests(
        'rate_limited',
        byAddress
          ? `At most ${settings.perAddress} submissions a minute to this channel from one address`
          : 'This site takes no more submissions this minute',
        Math.max(1, reset - Math.floor(Date.now() / 1000)),
      );
    }
    const taken = error.failed
      .filter((label) => label.startsWith('unique:'))
      .map((label) => label.slice('unique:'.length));
    if (taken.length) {
      throw unprocessable(
        taken.map((field) => ({
          field,
          message: `${field} must be unique in the channel; another entry has this value`,
          code: 'taken',
        })),
      );
    }
    throw error;
  }
  if (reasons.length) logger.info('submission stored as spam', { channel: channel.id, entry: entry.id, reasons });
  return { entry, ...(reserved.redirect !== undefined && { redirect: reserved.redirect }) };
};
