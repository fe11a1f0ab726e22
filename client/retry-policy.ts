/** How the client retries: bounded attempts, exponential backoff with full jitter, `Retry-After` honoured. */
export interface RetryPolicy {
  /** Retries after the first attempt (default 4). 0 turns retrying off. */
  readonly retries: number;
  /** First backoff ceiling in ms (default 300): attempt n waits a random time below base × 2^n. */
  readonly baseDelayMs: number;
  /** No single wait is longer than this, `Retry-After` included (default 60 000 ms). */
  readonly maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { retries: 4, baseDelayMs: 300, maxDelayMs: 60_000 };

/** Statuses worth another try: rate limiting, and server or gateway failures. */
export const isRetryableStatus = (status: number): boolean =>
  status === 429 || status === 500 || status === 502 || status === 503 || status === 504;

/** `Retry-After` in ms: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export const parseRetryAfter = (value: string | null, now = Date.now()): number | undefined => {
  if (value === null || value.trim() === '') return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
};

/**
 * The wait before retry number `attempt` (0 for the first retry): `Retry-After` when the server gave
 * one (never less: retrying earlier only earns another 429), else full jitter ("Exponential Backoff
 * And Jitter", AWS Architecture Blog); always within `maxDelayMs`.
 */
export const retryDelay = (
  attempt: number,
  retryAfterMs: number | undefined,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number => {
  if (retryAfterMs !== undefined) return Math.min(policy.maxDelayMs, retryAfterMs);
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return Math.floor(random() * ceiling);
};
