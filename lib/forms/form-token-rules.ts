import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FormTokenCheck } from './spam-rules.js';

// The signed form token (pure: no I/O): proves when a channel's form was served, so a submission
// sent sooner than a person could fill the form in is told apart. `v1.<issued ms, base 36>.<HMAC>`,
// the HMAC-SHA256 (base64url) of the site, channel and issue time under the site's form key.

const PREFIX = 'v1';

const mac = (key: Buffer, siteId: string, channelId: string, issued: string) =>
  createHmac('sha256', key).update(`${PREFIX}.${siteId}.${channelId}.${issued}`).digest('base64url');

/** A form token for a channel's form served at `at`. */
export const signFormToken = (key: Buffer, siteId: string, channelId: string, at: Date): string => {
  const issued = at.getTime().toString(36);
  return `${PREFIX}.${issued}.${mac(key, siteId, channelId, issued)}`;
};

/** What a submission's form token says: its age in seconds, or missing, invalid (forged, another channel's) or expired. */
export const checkFormToken = (
  key: Buffer | undefined,
  siteId: string,
  channelId: string,
  token: string | undefined,
  now: Date,
  maxAgeSeconds: number,
): FormTokenCheck => {
  if (token === undefined || token === '') return { status: 'missing' };
  const match = /^v1\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || !key) return { status: 'invalid' };
  const [, issued, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(mac(key, siteId, channelId, issued));
  if (!timingSafeEqual(expected, Buffer.from(signature))) return { status: 'invalid' };
  const ageSeconds = (now.getTime() - parseInt(issued, 36)) / 1000;
  // A token from the future (clock skew between instances) counts as just issued.
  if (ageSeconds > maxAgeSeconds) return { status: 'expired' };
  return { status: 'valid', ageSeconds: Math.max(0, ageSeconds) };
};
