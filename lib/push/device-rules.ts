import { createHash } from 'node:crypto';
import type { FieldError } from '../http/errors.js';
import type { Platform, RegisterDevice, Subscription, UpdateDevice } from './device-schemas.js';

/**
 * Devices without I/O: what a registration or an update makes of a device, the secret it holds and
 * the hint shown instead. Unit-tested exhaustively (test/unit/push/device-rules.test.ts).
 */

/** What the server needs to reach a device: a native token, or a browser's push subscription. Never shown, logged or sent in events. */
export type DeviceSecret =
  | { readonly token: string }
  | {
      readonly subscription: {
        readonly endpoint: string;
        readonly keys: { readonly p256dh: string; readonly auth: string };
      };
    };

/** A device as stored (its copies hold the same record). */
export interface Device {
  readonly id: string;
  readonly site_id: string;
  readonly installation_id: string;
  readonly platform: Platform;
  readonly app_name: string | null;
  readonly app_version: string | null;
  readonly locale: string | null;
  readonly time_zone: string | null;
  readonly badge: number;
  readonly channels: readonly string[];
  readonly tags: readonly string[];
  readonly customer_id: string | null;
  readonly active: boolean;
  /** The last characters of the token or endpoint, so an owner can tell devices apart. */
  readonly token_hint: string;
  /** The push service a browser subscription names (`fcm.googleapis.com`), null for native devices. */
  readonly endpoint_host: string | null;
  readonly last_seen_at: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly deactivated_at: string | null;
  /** Why the server deactivated it (`gone`: the push service said the device no longer exists), null otherwise. */
  readonly deactivation_reason: string | null;
  /** SHA-256 of the token or endpoint: a deactivation applies only to the credential that was sent to. */
  readonly credential_hash: string;
  /** Named so that the event pipeline strips it whatever a presenter does (lib/events/event-map.ts). */
  readonly secret: DeviceSecret;
  /** The SNS platform endpoint made for a native device on its first send (AWS only). */
  readonly sns_endpoint_arn?: string | null;
  readonly version: number;
}

export interface Credential {
  readonly secret: DeviceSecret;
  readonly token_hint: string;
  readonly endpoint_host: string | null;
  readonly credential_hash: string;
}

const hint = (value: string) => `…${value.slice(-4)}`;
const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * The credential of a platform from a request's `token` or `subscription`: native apps send a
 * token, browsers a subscription, never the other. Field errors name what is wrong.
 */
export const credentialOf = (
  platform: Platform,
  token: string | undefined,
  subscription: Subscription | undefined,
): Credential | FieldError[] => {
  if (platform === 'web') {
    const errors: FieldError[] = [];
    if (token !== undefined)
      errors.push({ field: 'token', message: 'Browsers register a subscription, not a token', code: 'not_allowed' });
    if (subscription === undefined)
      errors.push({ field: 'subscription', message: 'A web device needs its push subscription', code: 'missing' });
    if (errors.length || !subscription) return errors;
    const { endpoint, keys } = subscription;
    let host: string;
    try {
      host = new URL(endpoint).host;
    } catch {
      return [{ field: 'subscription.endpoint', message: 'must be an absolute URL', code: 'invalid' }];
    }
    return {
      secret: { subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } },
      token_hint: hint(endpoint),
      endpoint_host: host,
      credential_hash: hash(endpoint),
    };
  }
  const errors: FieldError[] = [];
  if (subscription !== undefined)
    errors.push({
      field: 'subscription',
      message: `An ${platform} device registers a token, not a subscription`,
      code: 'not_allowed',
    });
  if (token === undefined)
    errors.push({ field: 'token', message: `An ${platform} device needs its push token`, code: 'missing' });
  if (errors.length || token === undefined) return errors;
  return { secret: { token }, token_hint: hint(token), endpoint_host: null, credential_hash: hash(token) };
};

export const isCredential = (value: Credential | FieldError[]): value is Credential => !Array.isArray(value);

/** The fields a client sees change (everything but `last_seen_at`, the version and the SNS endpoint). */
const SHOWN = [
  'platform',
  'app_name',
  'app_version',
  'locale',
  'time_zone',
  'badge',
  'channels',
  'tags',
  'customer_id',
  'active',
  'token_hint',
  'endpoint_host',
  'deactivated_at',
  'deactivation_reason',
  'credential_hash',
] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const changedFields = (before: Device, after: Omit<Device, 'updated_at' | 'version' | 'last_seen_at'>) =>
  SHOWN.some((name) => !same(before[name], after[name])) || !same(before.secret, after.secret);

const unique = (values: readonly string[]) => [...new Set(values)];

export interface RegistrationContext {
  readonly id: string;
  readonly siteId: string;
  readonly now: string;
  /** The customer the device belongs to after this registration (null: none). */
  readonly customerId: string | null;
}

/**
 * The device after a registration: a new one, or the installation's device refreshed. A refresh
 * re-activates the device (the app or browser has just proved it is alive) and replaces the
 * fields sent; `updated_at` moves only when something besides `last_seen_at` changed.
 */
export const registeredDevice = (
  current: Device | undefined,
  input: RegisterDevice,
  credential: Credential,
  context: RegistrationContext,
): Device => {
  const next = {
    id: current?.id ?? context.id,
    site_id: context.siteId,
    installation_id: input.installation_id,
    platform: input.platform,
    app_name: input.app_name !== undefined ? input.app_name : (current?.app_name ?? null),
    app_version: input.app_version !== undefined ? input.app_version : (current?.app_version ?? null),
    locale: input.locale !== undefined ? input.locale : (current?.locale ?? null),
    time_zone: input.time_zone !== undefined ? input.time_zone : (current?.time_zone ?? null),
    badge: input.badge ?? current?.badge ?? 0,
    channels: input.channels ? unique(input.channels) : (current?.channels ?? []),
    tags: input.tags ? unique(input.tags) : (current?.tags ?? []),
    customer_id: context.customerId,
    active: true,
    ...credentialFields(credential),
    created_at: current?.created_at ?? context.now,
    deactivated_at: null,
    deactivation_reason: null,
    // A new token or subscription needs a new SNS endpoint.
    sns_endpoint_arn:
      current && current.credential_hash === credential.credential_hash ? (current.sns_endpoint_arn ?? null) : null,
  };
  return {
    ...next,
    last_seen_at: context.now,
    updated_at: current && !changedFields(current, next) ? current.updated_at : context.now,
    version: (current?.version ?? 0) + 1,
  };
};

const credentialFields = (credential: Credential) => ({
  secret: credential.secret,
  token_hint: credential.token_hint,
  endpoint_host: credential.endpoint_host,
  credential_hash: credential.credential_hash,
});

/** The device after a PATCH: fields sent replace the stored ones; a new credential re-activates it. */
export const updatedDevice = (
  current: Device,
  input: UpdateDevice,
  credential: Credential | undefined,
  now: string,
): Device => {
  const reactivated = credential !== undefined && credential.credential_hash !== current.credential_hash;
  const active = input.active ?? (reactivated ? true : current.active);
  const next = {
    ...current,
    ...(input.app_name !== undefined && { app_name: input.app_name }),
    ...(input.app_version !== undefined && { app_version: input.app_version }),
    ...(input.locale !== undefined && { locale: input.locale }),
    ...(input.time_zone !== undefined && { time_zone: input.time_zone }),
    ...(input.badge !== undefined && { badge: input.badge }),
    ...(input.channels !== undefined && { channels: unique(input.channels) }),
    ...(input.tags !== undefined && { tags: unique(input.tags) }),
    ...(input.customer_id !== undefined && { customer_id: input.customer_id }),
    ...(credential && credentialFields(credential)),
    ...(reactivated && { sns_endpoint_arn: null }),
    active,
    deactivated_at: active ? null : current.active ? now : current.deactivated_at,
    deactivation_reason: active ? null : current.active ? 'deactivated' : current.deactivation_reason,
  };
  return { ...next, updated_at: changedFields(current, next) ? now : current.updated_at, version: current.version + 1 };
};

/** The device once its push service has said it is gone (404/410, or a disabled SNS endpoint). */
export const deactivatedDevice = (current: Device, reason: string, now: string): Device => ({
  ...current,
  active: false,
  deactivated_at: now,
  deactivation_reason: reason,
  updated_at: now,
  version: current.version + 1,
});

/** The copies of a device beside its own item: its installation and each of its channels. */
export const copyNames = (device: Pick<Device, 'channels'>): string[] => [
  'installation',
  ...device.channels.map((channel) => `channel:${channel}`),
];
