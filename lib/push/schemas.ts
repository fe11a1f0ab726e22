import * as z from 'zod/mini';
import { idSchema } from '../http/response-schemas.js';
import { channelNameSchema } from './device-schemas.js';

/** Most devices, customers and channels one send may name. */
export const MAX_TARGET_DEVICES = 1000;
export const MAX_TARGET_CUSTOMERS = 100;
export const MAX_TARGET_CHANNELS = 20;
/** `send_at` at most this far ahead (EventBridge Scheduler could go further; pushes rarely should). */
export const MAX_SCHEDULE_AHEAD_DAYS = 30;
/** The longest `ttl`: four weeks, what push services keep a message at most. */
export const MAX_TTL_SECONDS = 28 * 24 * 3600;

const scalar = z.union([z.string().check(z.maxLength(1000)), z.number(), z.boolean()]);
const whereValue = z.union([
  scalar,
  z.record(z.string().check(z.maxLength(16)), z.union([scalar, z.array(scalar).check(z.maxLength(50))])),
]);

/** Which devices a send reaches: exactly one of these (active devices only, always). */
export const pushTargetSchema = z
  .strictObject({
    devices: z.optional(z.array(idSchema).check(z.minLength(1), z.maxLength(MAX_TARGET_DEVICES))),
    customers: z.optional(z.array(idSchema).check(z.minLength(1), z.maxLength(MAX_TARGET_CUSTOMERS))),
    channels: z.optional(z.array(channelNameSchema).check(z.minLength(1), z.maxLength(MAX_TARGET_CHANNELS))),
    where: z.optional(
      z
        .record(z.string().check(z.maxLength(64)), whereValue)
        .check(z.refine((where) => Object.keys(where).length <= 20, 'at most 20 fields')),
    ),
    all: z.optional(z.literal(true)),
  })
  .check(
    z.refine(
      (target) => Object.values(target).filter((value) => value !== undefined).length === 1,
      'must name exactly one of devices, customers, channels, where or all',
    ),
  );
export type PushTarget = z.infer<typeof pushTargetSchema>;

const text = (max: number) => z.string().check(z.maxLength(max));
const httpUrl = z.string().check(
  z.maxLength(2048),
  z.refine((value) => {
    try {
      return /^https?:$/.test(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an http(s) URL'),
);

/** What the device shows. Sizes are checked against each platform's payload limit (422 naming the field). */
export const notificationSchema = z
  .strictObject({
    title: z.optional(text(4000)),
    body: z.optional(text(4000)),
    /** Custom keys for the app or service worker. */
    data: z.optional(z.record(z.string().check(z.maxLength(200)), z.unknown())),
    /** Opened when the notification is tapped or clicked. */
    url: z.optional(httpUrl),
    image: z.optional(httpUrl),
    /** The app icon's badge count. */
    badge: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1_000_000))),
    /** A sound of the app (`default` for the system's). */
    sound: z.optional(text(256)),
  })
  .check(
    z.refine(
      (n) => n.title !== undefined || n.body !== undefined || n.data !== undefined,
      'needs a title, a body or data',
    ),
  );
export type Notification = z.infer<typeof notificationSchema>;

export const URGENCIES = ['very-low', 'low', 'normal', 'high'] as const;

/** How and when the send goes out. */
export const pushOptionsSchema = z.strictObject({
  /** Seconds a push service keeps the message for an offline device (default: four weeks). */
  ttl: z.optional(z.number().check(z.int(), z.gte(0), z.lte(MAX_TTL_SECONDS))),
  urgency: z.optional(z.enum(URGENCIES)),
  /** Replaces an undelivered earlier message of the same key (Web Push `Topic`, APNs collapse id, FCM collapse key). */
  collapse_key: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, 'must be 1-32 letters, digits, _ or -'))),
  send_at: z.optional(z.iso.datetime({ offset: true })),
  expires_at: z.optional(z.iso.datetime({ offset: true })),
});
export type PushOptions = z.infer<typeof pushOptionsSchema>;

/** POST /devices/push, and cloud code's `site.devices.push(body)`. */
export const sendPushSchema = z.strictObject({
  target: pushTargetSchema,
  notification: notificationSchema,
  options: z.optional(pushOptionsSchema),
});
export type SendPush = z.infer<typeof sendPushSchema>;

export const pushParamsSchema = z.object({ push: idSchema });

/** PUT /push/settings: native credentials (stored sealed) and the VAPID contact. `null` removes a platform. */
export const pushSettingsInputSchema = z.strictObject({
  /** The contact push services may use (RFC 8292 `sub`): a `mailto:` or `https:` URL. */
  vapid_subject: z.optional(
    z.string().check(
      z.maxLength(320),
      z.refine(
        (value) => /^mailto:[^\s@]+@[^\s@]+$/.test(value) || /^https:\/\/[^\s]+$/.test(value),
        'must be a mailto: or https: URL',
      ),
    ),
  ),
  /** APNs token authentication (a .p8 key). */
  apns: z.optional(
    z.nullable(
      z.strictObject({
        key_id: z.string().check(z.regex(/^[A-Z0-9]{10}$/, 'must be the 10-character key id')),
        team_id: z.string().check(z.regex(/^[A-Z0-9]{10}$/, 'must be the 10-character team id')),
        bundle_id: z.string().check(z.regex(/^[A-Za-z0-9.-]{1,155}$/, "must be the app's bundle id")),
        private_key: z.string().check(
          z.maxLength(4096),
          z.refine((value) => value.includes('PRIVATE KEY'), 'must be the .p8 key in PEM form'),
        ),
        environment: z._default(z.enum(['production', 'sandbox']), 'production'),
      }),
    ),
  ),
  /** FCM HTTP v1: the service account JSON of the Firebase project. */
  fcm: z.optional(
    z.nullable(
      z.strictObject({
        service_account: z.looseObject({
          type: z.literal('service_account'),
          project_id: z.string().check(z.minLength(1), z.maxLength(100)),
          client_email: z.string().check(z.maxLength(320)),
          private_key: z.string().check(z.maxLength(8192)),
        }),
      }),
    ),
  ),
});
export type PushSettingsInput = z.infer<typeof pushSettingsInputSchema>;
