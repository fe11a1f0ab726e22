/**
 * The per-token rate limit without a write per request: pure rules, no I/O.
 *
 * Each instance (a Lambda execution environment, a local server process) counts the requests it
 * admits for a token in the current fixed window and adds them to the token item's counter of
 * that window with one `UpdateItem … ADD` now and then (a flush), sent beside the token's next
 * read so it adds no round trip. Every request reads the token item anyway (strongly consistent),
 * so it learns the window's flushed total for free; an instance admits a request while
 * `flushed total + its own unflushed count` is under the limit.
 *
 * What the other instances have admitted but not yet flushed is invisible, so the batch an
 * instance may keep unflushed shrinks as the window fills (`batchSize`): far from the limit it
 * flushes every `maxBatch` requests or `flushEveryMs`, near it on every request. Another
 * instance hides at most one batch (`batchSize(limit) ≤ max(1, min(maxBatch, ⌊limit / spread⌋))`),
 * so with K instances a window admits at most `limit + (K - 1) · batchSize(limit)`
 * (`overshootBound`; docs/tokens-and-auth.md "Rate limits" states and measures it).
 */

export interface RatePolicy {
  /** Requests admitted per window. */
  readonly limit: number;
  readonly windowSeconds: number;
  /** Largest number of requests an instance counts before flushing them. */
  readonly maxBatch: number;
  /** The batch is at most the window's remaining requests divided by this. */
  readonly spread: number;
  /** An instance with unflushed requests flushes them on its first request after this long. */
  readonly flushEveryMs: number;
  /** The stored `last used` time is rewritten when it is at least this old. */
  readonly lastUsedEveryMs: number;
}

/** The policy for a limit and window: batches of at most 50, a flush at least every 3 s (a tenth of a shorter window). */
export const ratePolicy = (limit: number, windowSeconds: number): RatePolicy => ({
  limit,
  windowSeconds,
  maxBatch: 50,
  spread: 40,
  flushEveryMs: Math.min(3000, windowSeconds * 100),
  lastUsedEveryMs: 60_000,
});

/** The fixed window an instant falls in (its index since the epoch). */
export const windowAt = (nowMs: number, windowSeconds: number): number => Math.floor(nowMs / 1000 / windowSeconds);

/** How many requests an instance may count before it flushes them, given the requests left in the window. */
export const batchSize = (policy: RatePolicy, remaining: number): number =>
  Math.max(1, Math.min(policy.maxBatch, Math.floor(remaining / policy.spread)));

/**
 * The most a window can admit beyond the limit with `instances` instances that each serve one
 * request at a time (Lambda): each other instance may hold at most a batch the others cannot
 * see yet (its unflushed requests, or a flush still on its way, or a request admitted on a read
 * made before the last flushes landed); docs/tokens-and-auth.md, "Rate limits".
 */
export const overshootBound = (policy: RatePolicy, instances: number): number =>
  Math.max(0, instances - 1) * batchSize(policy, policy.limit);

/** One instance's count for one token. */
export interface LocalCount {
  readonly window: number;
  /** Admitted here, not yet sent. */
  readonly pending: number;
  /** Sent in a flush that has not answered yet. */
  readonly inFlight: number;
  /** The window's total as the last flush answered it (a read may be older than that answer). */
  readonly learned: number;
  /** When this instance last flushed (or first counted) in this window. */
  readonly flushedAt: number;
  /** The last count found the batch full (or the limit reached): flush with the token's next read. */
  readonly due: boolean;
  /** Windows the last read found on the token that are over: removed by the next flush. */
  readonly stale: readonly number[];
  /** After a failed flush, no flush before this instant (a failing write is not tried on every request). */
  readonly retryAt?: number;
}

export interface Admission {
  readonly allowed: boolean;
  /** The window's count as this instance sees it, this request included when allowed. */
  readonly used: number;
  readonly limit: number;
  /** End of the window, epoch seconds. */
  readonly reset: number;
  /** The stored `last used` time is due for a rewrite: write it (with the pending count) now. */
  readonly touch: boolean;
}

export interface AdmitInput {
  readonly policy: RatePolicy;
  /** This instance's count for the token, if any. */
  readonly local: LocalCount | undefined;
  /** The token item as just read: each window's flushed total (`window → count`) and when it was last used. */
  readonly stored: { readonly counts: Readonly<Record<number, number>>; readonly lastUsedAt?: string };
  readonly nowMs: number;
}

/**
 * True when a token's pending count should be flushed beside its next read (the read and the
 * flush go out together, so the flush costs the request no round trip): the last count found the
 * batch full, or the batch is older than `flushEveryMs`. A batch of an earlier window is dropped.
 */
export const flushDue = (policy: RatePolicy, local: LocalCount | undefined, nowMs: number): boolean =>
  // A flush still on its way does not hold the next one back: with several requests in progress in
  // one instance (a local server; never on Lambda), a full batch goes out at once beside the next
  // read rather than growing while the first flush travels (each flush ADDs its own amount).
  local !== undefined &&
  local.window === windowAt(nowMs, policy.windowSeconds) &&
  local.pending > 0 &&
  !(nowMs < (local.retryAt ?? 0)) &&
  (local.due || nowMs - local.flushedAt >= policy.flushEveryMs);

/**
 * Admits or refuses one request of a token just read (after any flush that went with the read
 * has answered). A refused request is not counted, so a client waiting out a 429 does not push the
 * window further; a refusal makes what this instance holds due, so the other instances learn the
 * window is full from its next flush.
 */
export const admit = ({ policy, local, stored, nowMs }: AdmitInput): { local: LocalCount; admission: Admission } => {
  const window = windowAt(nowMs, policy.windowSeconds);
  const stale = Object.keys(stored.counts)
    .map(Number)
    .filter((w) => w !== window);
  const current: LocalCount =
    local?.window === window
      ? { ...local, stale }
      : { window, pending: 0, inFlight: 0, learned: 0, flushedAt: nowMs, due: false, stale };
  const flushed = Math.max(stored.counts[window] ?? 0, current.learned);
  // Requests still in flight may already be in the stored total (concurrent requests of one
  // process): counting them twice errs towards refusing.
  const seen = flushed + current.pending + current.inFlight;
  const lastUsed = stored.lastUsedAt === undefined ? Number.NaN : Date.parse(stored.lastUsedAt);
  const touch = !(nowMs - lastUsed < policy.lastUsedEveryMs);
  const reset = (window + 1) * policy.windowSeconds;
  if (seen >= policy.limit) {
    return {
      local: { ...current, due: current.pending > 0 },
      admission: { allowed: false, used: seen, limit: policy.limit, reset, touch },
    };
  }
  const pending = current.pending + 1;
  const used = seen + 1;
  const due = pending >= batchSize(policy, policy.limit - used) || nowMs - current.flushedAt >= policy.flushEveryMs;
  return { local: { ...current, pending, due }, admission: { allowed: true, used, limit: policy.limit, reset, touch } };
};

/** The count once a flush of `amount` has been sent. */
export const flushStarted = (local: LocalCount, amount: number, nowMs: number): LocalCount => ({
  ...local,
  pending: local.pending - amount,
  inFlight: local.inFlight + amount,
  flushedAt: nowMs,
  due: false,
});

/**
 * The count once that flush answered with the window's new total, or failed (`total` undefined):
 * the amount is pending again and waits `retryAfterMs` before the next try.
 */
export const flushSettled = (
  local: LocalCount,
  amount: number,
  total: number | undefined,
  retryAfterMs = 0,
): LocalCount =>
  total === undefined
    ? {
        ...local,
        inFlight: local.inFlight - amount,
        pending: local.pending + amount,
        retryAt: local.flushedAt + retryAfterMs,
      }
    : { ...local, inFlight: local.inFlight - amount, learned: Math.max(local.learned, total), retryAt: undefined };
