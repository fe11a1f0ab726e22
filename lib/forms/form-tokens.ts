import { timestamp } from '../db/keys.js';
import { createFormKey } from './form-keys.js';
import { signFormToken } from './form-token-rules.js';
import { submissionSettings } from './settings.js';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from './submission-rules.js';
import { submittableChannel } from './submissions.js';

const settings = submissionSettings();

/**
 * A signed form token for a submittable channel's form, issued now: one BatchGetItem of the channel
 * and the site's form key (the site's first token also writes the key: one PutItem).
 */
export const issueFormToken = async (siteId: string, channelRef: string, now = new Date()) => {
  const { channel, formKey } = await submittableChannel(siteId, channelRef);
  const key = formKey ?? (await createFormKey(siteId));
  return {
    form_token: signFormToken(key, siteId, channel.id, now),
    field: FORM_TOKEN_FIELD,
    honeypot_field: HONEYPOT_FIELD,
    min_seconds: settings.minSeconds,
    expires_at: timestamp(new Date(now.getTime() + settings.tokenMaxAgeSeconds * 1000)),
  };
};
