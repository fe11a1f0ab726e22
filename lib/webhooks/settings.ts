/**
 * Webhook settings, read once at module load (stage settings on AWS, `npm start` and tests locally).
 * - `WEBHOOK_RETRY_SCHEDULE`: seconds before each retry, comma-separated (N values: at most N + 1 attempts).
 * - `WEBHOOK_ALLOW_PRIVATE_URLS=true`: allows `http` and loopback/private addresses (local use only).
 * - `WEBHOOK_DISABLE_AFTER_HOURS`: a webhook whose deliveries all failed for this long is deactivated.
 */
export const DEFAULT_RETRY_SCHEDULE: readonly number[] = [5, 300, 1800, 7200, 18000, 36000];

/** Parses a retry schedule; throws on anything but non-negative integers. */
export const parseRetrySchedule = (raw: string | undefined): readonly number[] => {
  if (raw === undefined || raw.trim() === '') return DEFAULT_RETRY_SCHEDULE;
  const values = raw.split(',').map((value) => Number(value.trim()));
  if (values.some((value) => !Number.isFinite(value) || value < 0))
    throw new Error('WEBHOOK_RETRY_SCHEDULE must be comma-separated seconds');
  return values;
};

export interface WebhookSettings {
  readonly retrySchedule: readonly number[];
  readonly allowPrivateUrls: boolean;
  readonly disableAfterMs: number;
}

/** The settings of this process. Read on each call so a test or `npm start` can set them before use. */
export const webhookSettings = (): WebhookSettings => ({
  retrySchedule: parseRetrySchedule(process.env.WEBHOOK_RETRY_SCHEDULE),
  allowPrivateUrls: process.env.WEBHOOK_ALLOW_PRIVATE_URLS === 'true',
  disableAfterMs: Number(process.env.WEBHOOK_DISABLE_AFTER_HOURS || 72) * 3_600_000,
});
