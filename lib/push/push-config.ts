/**
 * Settings of devices and push, from the environment (stage settings on AWS, `npm start` and the
 * tests locally). Read on each call, so a test or `npm start` can set them before use.
 * - `PUSH_REGISTRATIONS_PER_HOUR_PER_ADDRESS` (20) and `PUSH_REGISTRATIONS_PER_HOUR_PER_SITE`
 *   (2000): registrations by callers without `write_devices`.
 * - `PUSH_RETRY_DELAYS_MS` (`1000,5000,15000`): waits before each retry of a 429 or 5xx from a push
 *   service (a longer `Retry-After` is honoured up to `PUSH_MAX_RETRY_AFTER_MS`, 30000).
 * - `WEBHOOK_ALLOW_PRIVATE_URLS=true`: Web Push endpoints may be `http` and local, as webhooks may
 *   (local use only; `false` on AWS).
 * - `SNS_PLATFORM_APPLICATION_PREFIX`: set on AWS only; native pushes go through SNS mobile push.
 */
export interface PushSettings {
  readonly registrationsPerHourPerAddress: number;
  readonly registrationsPerHourPerSite: number;
  readonly retryDelaysMs: readonly number[];
  readonly maxRetryAfterMs: number;
  readonly allowPrivateEndpoints: boolean;
  /** Unset locally: APNs and FCM cannot be reached, native devices count `failed`. */
  readonly snsPlatformApplicationPrefix?: string;
}

const int = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer`);
  return value;
};

/** Parses a list of delays in milliseconds; throws on anything but non-negative integers. */
export const parseDelays = (raw: string | undefined, fallback: readonly number[]): readonly number[] => {
  if (raw === undefined || raw.trim() === '') return fallback;
  const values = raw.split(',').map((value) => Number(value.trim()));
  if (values.some((value) => !Number.isInteger(value) || value < 0))
    throw new Error('PUSH_RETRY_DELAYS_MS must be comma-separated milliseconds');
  return values;
};

/** The settings of this process. */
export const pushSettings = (): PushSettings => ({
  registrationsPerHourPerAddress: int('PUSH_REGISTRATIONS_PER_HOUR_PER_ADDRESS', 20),
  registrationsPerHourPerSite: int('PUSH_REGISTRATIONS_PER_HOUR_PER_SITE', 2000),
  retryDelaysMs: parseDelays(process.env.PUSH_RETRY_DELAYS_MS, [1000, 5000, 15000]),
  maxRetryAfterMs: int('PUSH_MAX_RETRY_AFTER_MS', 30_000),
  allowPrivateEndpoints: process.env.WEBHOOK_ALLOW_PRIVATE_URLS === 'true',
  ...(process.env.SNS_PLATFORM_APPLICATION_PREFIX
    ? { snsPlatformApplicationPrefix: process.env.SNS_PLATFORM_APPLICATION_PREFIX }
    : {}),
});
