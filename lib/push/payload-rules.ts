import type { FieldError } from '../http/errors.js';
import type { Platform } from './device-schemas.js';
import {
  MAX_SCHEDULE_AHEAD_DAYS,
  MAX_TTL_SECONDS,
  type Notification,
  type PushOptions,
  type PushTarget,
} from './schemas.js';
import type { PushStatus } from './push-status.js';

/**
 * Push payloads and timing without I/O: what each platform is sent, whether it fits, when a send
 * goes out and how it ended. Unit-tested exhaustively (test/unit/push/payload-rules.test.ts).
 */

/**
 * Web Push plaintext that fits one aes128gcm record (RFC 8291): a 4,096-byte record less the
 * 86-byte header (salt, record size, key id length, the sender's 65-byte key), the 16-byte
 * authentication tag and the 1-byte padding delimiter.
 */
export const WEB_PUSH_MAX_PLAINTEXT = 4096 - 86 - 16 - 1;
/** APNs: 4 KB of JSON payload; FCM: 4 KB of notification and data. */
export const APNS_MAX_PAYLOAD = 4096;
export const FCM_MAX_PAYLOAD = 4096;

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8');
const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** What a service worker receives (`event.data.json()`): the notification as sent, plus the send's id. */
export const webPayload = (notification: Notification, pushId: string): string =>
  JSON.stringify(defined({ ...notification, push_id: pushId }));

/** The APNs payload: `aps` with the alert, badge and sound; custom keys beside it. */
export const apnsPayload = (notification: Notification, pushId: string) => ({
  aps: defined({
    alert:
      notification.title !== undefined || notification.body !== undefined
        ? defined({ title: notification.title, body: notification.body })
        : undefined,
    badge: notification.badge,
    sound: notification.sound,
    // Lets a notification service extension fetch `image`; data-only pushes wake the app silently.
    'mutable-content': notification.image !== undefined ? 1 : undefined,
    'content-available': notification.title === undefined && notification.body === undefined ? 1 : undefined,
  }),
  ...defined({ data: notification.data, url: notification.url, image: notification.image }),
  push_id: pushId,
});

/** FCM data values must be strings: `data` is sent as its JSON. */
const fcmData = (notification: Notification, pushId: string) =>
  defined({
    data: notification.data !== undefined ? JSON.stringify(notification.data) : undefined,
    url: notification.url,
    push_id: pushId,
  });

/** The FCM HTTP v1 message (as SNS wraps it in `fcmV1Message`). */
export const fcmMessage = (
  notification: Notification,
  pushId: string,
  options: { ttlSeconds: number; collapseKey?: string; urgency?: string },
) => ({
  ...(notification.title !== undefined || notification.body !== undefined || notification.image !== undefined
    ? { notification: defined({ title: notification.title, body: notification.body, image: notification.image }) }
    : {}),
  data: fcmData(notification, pushId),
  android: defined({
    ttl: `${options.ttlSeconds}s`,
    collapse_key: options.collapseKey,
    priority: options.urgency === 'high' ? 'high' : 'normal',
    notification:
      notification.sound !== undefined || notification.badge !== undefined
        ? defined({ sound: notification.sound, notification_count: notification.badge })
        : undefined,
  }),
});

/** The notification field that weighs most: the one to name when a payload is too large. */
const heaviest = (notification: Notification): string => {
  const sizes = (Object.entries(notification) as [string, unknown][]).map(
    ([name, value]) => [name, bytes(value)] as const,
  );
  sizes.sort((a, b) => b[1] - a[1]);
  return `notification.${sizes[0]?.[0] ?? 'body'}`;
};

const SAMPLE_ID = '0'.repeat(24);

/**
 * Refusals of a notification too large for a platform it may reach, naming its heaviest field:
 * Web Push's one aes128gcm record, APNs' and FCM's 4 KB. Checked at request time for every
 * platform (whatever the target turns out to hold), so a send never fails for its size later.
 */
export const payloadProblems = (notification: Notification): FieldError[] => {
  const limits: [string, number, number][] = [
    ['Web Push', bytes(JSON.parse(webPayload(notification, SAMPLE_ID))), WEB_PUSH_MAX_PLAINTEXT],
    ['APNs', bytes(apnsPayload(notification, SAMPLE_ID)), APNS_MAX_PAYLOAD],
    [
      'FCM',
      bytes(
        defined({
          notification: fcmMessage(notification, SAMPLE_ID, { ttlSeconds: 0 }).notification,
          data: fcmData(notification, SAMPLE_ID),
        }),
      ),
      FCM_MAX_PAYLOAD,
    ],
  ];
  const over = limits.find(([, size, limit]) => size > limit);
  if (!over) return [];
  const [service, size, limit] = over;
  return [
    {
      field: heaviest(notification),
      code: 'payload_too_large',
      message: `The notification makes a ${service} payload of ${size} bytes; at most ${limit} fit (shorten this field)`,
    },
  ];
};

export interface Timing {
  /** When the send goes out; undefined: now. */
  readonly sendAt?: Date;
  readonly expiresAt?: Date;
}

/** `send_at` and `expires_at` checked against now: at most 30 days ahead, expiring after it goes out. */
export const timingOf = (options: PushOptions | undefined, now: Date): Timing | FieldError[] => {
  const errors: FieldError[] = [];
  const sendAt = options?.send_at !== undefined ? new Date(options.send_at) : undefined;
  const expiresAt = options?.expires_at !== undefined ? new Date(options.expires_at) : undefined;
  if (sendAt && sendAt.getTime() > now.getTime() + MAX_SCHEDULE_AHEAD_DAYS * 86_400_000) {
    errors.push({
      field: 'options.send_at',
      message: `must be at most ${MAX_SCHEDULE_AHEAD_DAYS} days ahead`,
      code: 'too_far_ahead',
    });
  }
  const goesOut = sendAt && sendAt > now ? sendAt : now;
  if (expiresAt && expiresAt <= goesOut)
    errors.push({ field: 'options.expires_at', message: 'must be after the send goes out', code: 'already_expired' });
  if (errors.length) return errors;
  return { ...(sendAt && sendAt > now && { sendAt }), ...(expiresAt && { expiresAt }) };
};

/** Seconds a push service should keep the message: the send's `ttl` (default four weeks), never past `expires_at`. */
export const ttlSeconds = (options: Pick<PushOptions, 'ttl' | 'expires_at'> | undefined, now: Date): number => {
  const ttl = options?.ttl ?? MAX_TTL_SECONDS;
  if (!options?.expires_at) return ttl;
  return Math.max(0, Math.min(ttl, Math.floor((Date.parse(options.expires_at) - now.getTime()) / 1000)));
};

/**
 * A target's `where` as the list query language's parameters: `{platform: 'ios', app_version:
 * {gte: '2.0'}, channel: {in: ['a', 'b']}}` → `where[platform]=ios`, `where[app_version][gte]=2.0`,
 * `where[channel][in]=a,b`.
 */
export const whereParams = (where: NonNullable<PushTarget['where']>): Record<string, string> => {
  const params: Record<string, string> = {};
  for (const [field, value] of Object.entries(where)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [op, operand] of Object.entries(value))
        params[`where[${field}][${op}]`] = Array.isArray(operand) ? operand.map(String).join(',') : String(operand);
    } else params[`where[${field}]`] = String(value);
  }
  return params;
};

/** Field errors of the list query language, renamed to the body's `target.where.<field>[.<op>]`. */
export const whereErrors = (errors: readonly FieldError[]): FieldError[] =>
  errors.map((error) => ({
    ...error,
    field: `target.${error.field.replace(/^where\[([^\]]+)\](?:\[([^\]]+)\])?$/, (_, field: string, op?: string) => `where.${field}${op ? `.${op}` : ''}`)}`,
  }));

export { FINAL_STATUSES, PUSH_STATUSES, type PushStatus } from './push-status.js';

export interface Counts {
  readonly targeted: number;
  readonly sent: number;
  readonly failed: number;
  readonly invalidated: number;
}

/** How a finished send ended: succeeded when every device was sent or invalidated (none targeted included), failed when none was sent. */
export const finalStatus = (counts: Counts): PushStatus => {
  if (counts.sent + counts.invalidated >= counts.targeted) return 'succeeded';
  if (counts.sent === 0) return 'failed';
  return 'partially_failed';
};

export type Outcome = 'sent' | 'failed' | 'invalidated';

/** What one attempt to reach a device said: gone (deactivate), retry later, or done. */
export const webPushVerdict = (status: number | null): 'sent' | 'gone' | 'retry' | 'failed' => {
  if (status !== null && status >= 200 && status < 300) return 'sent';
  if (status === 404 || status === 410) return 'gone';
  if (status === null || status === 429 || status >= 500) return 'retry';
  return 'failed';
};

/** Milliseconds to wait before retry number `retry` (0-based): the schedule's, or a longer Retry-After; undefined when Retry-After asks for more than allowed. */
export const retryDelayMs = (
  retry: number,
  schedule: readonly number[],
  retryAfter: string | null | undefined,
  maxRetryAfterMs: number,
  now = Date.now(),
): number | undefined => {
  const planned = schedule[retry];
  if (planned === undefined) return undefined;
  if (!retryAfter) return planned;
  const seconds = Number(retryAfter);
  const asked = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
  if (!Number.isFinite(asked)) return planned;
  if (asked > maxRetryAfterMs) return undefined;
  return Math.max(planned, asked);
};

export type PlatformCounts = Readonly<Record<Platform, Counts>>;
