import webpush from 'web-push';
import { send } from '../events/send.js';
import { retryDelayMs, webPushVerdict } from './payload-rules.js';
import type { PushSettings } from './push-config.js';

/**
 * Web Push delivery (RFC 8030, 8291 aes128gcm, 8292 VAPID) with the `web-push` library: it encrypts
 * the payload for the subscription and builds the request (`generateRequestDetails`); the request
 * is sent by the webhooks' guarded sender (lib/events/send.ts), which speaks http to a local
 * endpoint as well as https, and checks the address actually connected to (no private or metadata
 * addresses on AWS). 429 and 5xx are retried with backoff honouring Retry-After.
 */
export interface WebPushTarget {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

export interface Vapid {
  readonly subject: string;
  readonly publicKey: string;
  readonly privateKey: string;
}

export interface WebPushOptions {
  readonly ttlSeconds: number;
  readonly urgency?: 'very-low' | 'low' | 'normal' | 'high';
  /** The `Topic` header: a push service replaces an undelivered message of the same topic. */
  readonly topic?: string;
}

export interface DeliveryResult {
  readonly outcome: 'sent' | 'gone' | 'failed';
  /** The push service's last HTTP status, when it answered. */
  readonly status: number | null;
  readonly reason: string | null;
  readonly attempts: number;
}

const VAPID_LIFETIME_SECONDS = 12 * 3600;
// A VAPID JWT is signed once per push service origin and reused until an hour before it expires.
const signed = new Map<string, { header: string; until: number }>();

const vapidHeader = (audience: string, vapid: Vapid, now: number): string => {
  const cacheKey = `${vapid.publicKey}|${vapid.subject}|${audience}`;
  const cached = signed.get(cacheKey);
  if (cached && cached.until > now) return cached.header;
  const expiration = Math.floor(now / 1000) + VAPID_LIFETIME_SECONDS;
  const { Authorization } = webpush.getVapidHeaders(
    audience,
    vapid.subject,
    vapid.publicKey,
    vapid.privateKey,
    'aes128gcm',
    expiration,
  ) as { Authorization: string };
  if (signed.size > 1000) signed.clear();
  signed.set(cacheKey, { header: Authorization, until: (expiration - 3600) * 1000 });
  return Authorization;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Delivers one message to one subscription: encrypt, sign, POST; retried on 429/5xx/no answer as `settings` say. */
export const deliverWebPush = async (
  subscription: WebPushTarget,
  payload: string,
  vapid: Vapid,
  options: WebPushOptions,
  settings: PushSettings,
): Promise<DeliveryResult> => {
  let audience: string;
  try {
    audience = new URL(subscription.endpoint).origin;
  } catch {
    return { outcome: 'failed', status: null, reason: 'invalid_endpoint', attempts: 0 };
  }
  // No `vapidDetails`: the header signed above (cached per origin) goes in as is.
  const details: webpush.RequestDetails = webpush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { ...subscription.keys } },
    payload,
    {
      TTL: options.ttlSeconds,
      contentEncoding: 'aes128gcm',
      ...(options.urgency && { urgency: options.urgency }),
      ...(options.topic && { topic: options.topic }),
      headers: { Authorization: vapidHeader(audience, vapid, Date.now()) },
    },
  );
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(details.headers))
    if (name.toLowerCase() !== 'content-length') headers[name.toLowerCase()] = String(value);
  const body = details.body ?? Buffer.alloc(0);
  for (let attempt = 1; ; attempt += 1) {
    const result = await send(details.endpoint, headers, body, { allowPrivate: settings.allowPrivateEndpoints });
    const verdict = webPushVerdict(result.status);
    if (verdict === 'sent') return { outcome: 'sent', status: result.status, reason: null, attempts: attempt };
    if (verdict === 'gone') return { outcome: 'gone', status: result.status, reason: 'gone', attempts: attempt };
    const refused = result.forbidden === true;
    if (verdict === 'failed' || refused) {
      return {
        outcome: 'failed',
        status: result.status,
        reason: refused ? 'endpoint_not_allowed' : `push_service_${result.status}`,
        attempts: attempt,
      };
    }
    const delay = retryDelayMs(attempt - 1, settings.retryDelaysMs, result.retryAfter, settings.maxRetryAfterMs);
    if (delay === undefined) {
      return {
        outcome: 'failed',
        status: result.status,
        reason:
          result.status === null
            ? 'no_answer'
            : result.status === 429
              ? 'rate_limited'
              : `push_service_${result.status}`,
        attempts: attempt,
      };
    }
    await sleep(delay);
  }
};
