import * as z from 'zod/mini';
import { idSchema } from '../http/response-schemas.js';

export const PLATFORMS = ['ios', 'android', 'web'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** At most this many channels and tags per device (a device and its channel copies are one transaction). */
export const MAX_CHANNELS = 20;
export const MAX_TAGS = 20;

const base64url = (bytes: number, what: string) =>
  z.string().check(
    z.maxLength(200),
    z.refine(
      (value) => /^[A-Za-z0-9_-]+=*$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
      `must be the base64url of ${what}`,
    ),
  );

/** The JSON of a browser's PushSubscription (`subscription.toJSON()`). */
export const subscriptionSchema = z.object({
  endpoint: z.string().check(z.trim(), z.minLength(1), z.maxLength(2048)),
  keys: z.object({
    p256dh: base64url(65, 'an uncompressed P-256 public key (65 bytes)').check(
      z.refine(
        (value) => Buffer.from(value, 'base64url')[0] === 4,
        'must be an uncompressed P-256 point (first byte 0x04)',
      ),
    ),
    auth: base64url(16, 'a 16-byte authentication secret'),
  }),
  expirationTime: z.optional(z.nullable(z.number())),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A channel (topic) name: a letter, then letters, digits, `_` or `-` (as Parse's channels). */
export const channelNameSchema = z
  .string()
  .check(
    z.regex(
      /^[A-Za-z][A-Za-z0-9_-]{0,63}$/,
      'must start with a letter and hold only letters, digits, _ and - (at most 64)',
    ),
  );
const channelsSchema = z.array(channelNameSchema).check(z.maxLength(MAX_CHANNELS));
const tagsSchema = z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))).check(z.maxLength(MAX_TAGS));
const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};
const text = (max: number) => z.nullable(z.string().check(z.trim(), z.maxLength(max)));

/** An installation id: what an app or browser generates once and keeps (a UUID, say). */
export const installationIdSchema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9._:-]{1,128}$/, 'must be 1-128 letters, digits, ., _, : or -'));

const deviceFields = {
  token: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(4096))),
  subscription: z.optional(subscriptionSchema),
  app_name: z.optional(text(100)),
  app_version: z.optional(text(50)),
  locale: z.optional(
    z.nullable(
      z.string().check(z.regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8}){0,3}$/, 'must be a BCP 47 language tag')),
    ),
  ),
  time_zone: z.optional(
    z.nullable(z.string().check(z.maxLength(64), z.refine(isTimeZone, 'must be an IANA time zone'))),
  ),
  badge: z.optional(z.number().check(z.int(), z.gte(0), z.lte(1_000_000))),
  channels: z.optional(channelsSchema),
  tags: z.optional(tagsSchema),
  /** Only with `write_devices`; a customer session decides it otherwise. */
  customer_id: z.optional(z.nullable(idSchema)),
};

/** POST /devices: register or refresh the installation's device. */
export const registerDeviceSchema = z.strictObject({
  platform: z.enum(PLATFORMS),
  installation_id: installationIdSchema,
  ...deviceFields,
});
export type RegisterDevice = z.infer<typeof registerDeviceSchema>;

/** PATCH /devices/{device}: fields sent replace the stored ones (`channels` and `tags` as whole lists). */
export const updateDeviceSchema = z.strictObject({
  ...deviceFields,
  active: z.optional(z.boolean()),
});
export type UpdateDevice = z.infer<typeof updateDeviceSchema>;

export const deviceParamsSchema = z.object({ device: idSchema });

/** The header through which a caller without device scopes proves a device is its own. */
export const installationHeader = {
  'installation-id': {
    description:
      "The device's installation id: with only the `public` scope, a caller reads, changes and deletes only the device of this installation",
  },
};
