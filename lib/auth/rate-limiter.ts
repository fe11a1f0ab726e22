import { admit, flushSettled, flushStarted, windowAt, type LocalCount, type RatePolicy } from './rate-limit-rules.js';
import type { StoredToken, UsageFlush } from './tokens.js';

/** How much of its rate limit a token has used in the current window, as this instance sees it. */
export interface TokenUsage {
  readonly limit: number;
  readonly used: number;
  /** Epoch seconds at which the window ends. */
  readonly reset: number;
}

export interface Counted {
  readonly allowed: boolean;
  readonly usage: TokenUsage;
  /** The flush this request started, if any: await it before answering (it never rejects). */
  readonly settled: Promise<void>;
}

/** An instance's rate limiter: counts tokens' requests here and flushes them to the token items. */
export interface RateLimiter {
  readonly policy: RatePolicy;
  /** Admits or refuses one request of a token just read (the read carries the window's flushed total). */
  count(token: StoredToken, nowMs?: number): Counted;
}

export interface RateLimiterOptions {
  /** Adds a flush to the token item and answers the window's new total (undefined: the token is gone). */
  readonly addUsage: (flush: UsageFlush) => Promise<number | undefined>;
  /** Told about a flush that failed (its count is kept and sent with the next one). */
  readonly onError?: (error: unknown) => void;
  /** Tokens whose counts are kept before counts of past windows are dropped. */
  readonly maxTokens?: number;
}

const settledNow = Promise.resolve();

/**
 * The per-instance state of the rate limit (README "Rate limits"): one count per token, in this
 * process only. Counting is synchronous; a flush (one UpdateItem) runs beside the handler's own
 * work and the request awaits it before answering, so nothing is left in flight when a Lambda
 * environment is frozen.
 */
export const createRateLimiter = (policy: RatePolicy, options: RateLimiterOptions): RateLimiter => {
  const counts = new Map<string, LocalCount>();
  const maxTokens = options.maxTokens ?? 10_000;

  const forgetPastWindows = (nowMs: number) => {
    const window = windowAt(nowMs, policy.windowSeconds);
    for (const [hash, local] of counts) if (local.window < window) counts.delete(hash);
  };

  const flush = async (token: StoredToken, amount: number, window: number, touchedAt: Date | undefined) => {
    let total: number | undefined;
    let failed = false;
    try {
      total = await options.addUsage({
        hash: token.hash, window, amount, touchedAt, touchEveryMs: policy.lastUsedEveryMs,
        stale: Object.keys(token.counts).map(Number).filter((w) => w !== window),
      });
    } catch (error) {
      failed = true;
      options.onError?.(error);
    }
    const local = counts.get(token.hash);
    if (local?.window !== window) return;
    // A token gone meanwhile keeps nothing to send; a failed flush sends its amount with the next one.
    counts.set(token.hash, failed ? flushSettled(local, amount, undefined) : flushSettled(local, amount, total ?? local.learned));
  };

  return {
    policy,
    count(token, nowMs = Date.now()) {
      if (counts.size >= maxTokens && !counts.has(token.hash)) {
        forgetPastWindows(nowMs);
        // Still full within one window: the oldest token's unflushed count is given up.
        if (counts.size >= maxTokens) counts.delete(counts.keys().next().value as string);
      }
      const { local, admission } = admit({ policy, local: counts.get(token.hash), stored: { counts: token.counts, lastUsedAt: token.record.lastUsedAt }, nowMs });
      const usage = { limit: admission.limit, used: admission.used, reset: admission.reset };
      if (!admission.flush) {
        counts.set(token.hash, local);
        return { allowed: admission.allowed, usage, settled: settledNow };
      }
      counts.set(token.hash, flushStarted(local, local.pending, nowMs));
      const settled = flush(token, local.pending, local.window, admission.touch ? new Date(nowMs) : undefined);
      return { allowed: admission.allowed, usage, settled };
    },
  };
};
