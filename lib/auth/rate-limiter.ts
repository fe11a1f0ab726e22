import {
  admit,
  flushDue,
  flushSettled,
  flushStarted,
  windowAt,
  type LocalCount,
  type RatePolicy,
} from './rate-limit-rules.js';
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
  /** The last-use stamp this request writes, if any: await it before answering (it never rejects). */
  readonly settled: Promise<void>;
}

/** An instance's rate limiter: counts tokens' requests here and flushes them to the token items. */
export interface RateLimiter {
  readonly policy: RatePolicy;
  /**
   * Sends the token's due batch (if any) and settles it: run it beside the token's read, so the
   * count flushed by this request's own read is known when `count` decides. Never rejects.
   */
  flush(hash: string, nowMs?: number): Promise<void>;
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

const nothing = Promise.resolve();

/**
 * The per-instance state of the rate limit (docs/tokens-and-auth.md, "Rate limits"): one count per token, in this
 * process only. A batch goes out beside the token's next read and is settled before that request
 * is counted; the once-a-minute last-use stamp goes out with the request that finds it due. Every
 * write is awaited within a request, so nothing is left in flight when a Lambda environment is frozen.
 */
export const createRateLimiter = (policy: RatePolicy, options: RateLimiterOptions): RateLimiter => {
  const counts = new Map<string, LocalCount>();
  const maxTokens = options.maxTokens ?? 10_000;

  const remember = (hash: string, local: LocalCount, nowMs: number) => {
    if (counts.size >= maxTokens && !counts.has(hash)) {
      const window = windowAt(nowMs, policy.windowSeconds);
      for (const [key, kept] of counts) if (kept.window < window) counts.delete(key);
      // Still full within one window: the oldest token's unflushed count is given up.
      if (counts.size >= maxTokens) counts.delete(counts.keys().next().value as string);
    }
    counts.set(hash, local);
  };

  /** Sends `amount` of the token's count (and the last-use stamp), then settles it into the state. */
  const send = async (
    hash: string,
    local: LocalCount,
    amount: number,
    nowMs: number,
    touchedAt?: Date,
  ): Promise<void> => {
    counts.set(hash, flushStarted(local, amount, nowMs));
    let total: number | undefined;
    let failed = false;
    try {
      total = await options.addUsage({
        hash,
        window: local.window,
        amount,
        touchedAt,
        touchEveryMs: policy.lastUsedEveryMs,
        stale: local.stale,
      });
    } catch (error) {
      failed = true;
      options.onError?.(error);
    }
    const current = counts.get(hash);
    if (current?.window !== local.window) return;
    // A token gone meanwhile keeps nothing to send; a failed flush sends its amount with the next
    // one, flushEveryMs later (a write that keeps failing, say a denied one, is not tried on every request).
    counts.set(
      hash,
      flushSettled(current, amount, failed ? undefined : (total ?? current.learned), policy.flushEveryMs),
    );
  };

  return {
    policy,
    flush(hash, nowMs = Date.now()) {
      const local = counts.get(hash);
      if (!local || !flushDue(policy, local, nowMs)) return nothing;
      return send(hash, local, local.pending, nowMs);
    },
    count(token, nowMs = Date.now()) {
      const { local, admission } = admit({
        policy,
        local: counts.get(token.hash),
        stored: { counts: token.counts, lastUsedAt: token.record.lastUsedAt },
        nowMs,
      });
      const usage = { limit: admission.limit, used: admission.used, reset: admission.reset };
      remember(token.hash, local, nowMs);
      // The first request of a token in a minute stamps its last use, with whatever count is pending.
      const settled =
        admission.touch && local.inFlight === 0
          ? send(token.hash, local, local.pending, nowMs, new Date(nowMs))
          : nothing;
      return { allowed: admission.allowed, usage, settled };
    },
  };
};

/** A storefront's publishable key: a token whose one scope is `public`, shared by every visitor of the site. */
export const isPublishable = (token: StoredToken): boolean =>
  token.record.scopes.length === 1 && token.record.scopes[0] === 'public';

/**
 * One limit for publishable keys and one for every other token. A publishable key speaks for all
 * the visitors of a storefront at once (form submissions, device registrations, cloud functions),
 * so its own limit is much higher (`PUBLIC_RATE_LIMIT_PER_MINUTE`); each visitor is bounded by the
 * per-address limits of the public routes themselves (docs/tokens-and-auth.md, "Rate limits").
 */
export const limiterByTokenKind = (standard: RateLimiter, publishable: RateLimiter): RateLimiter => ({
  policy: standard.policy,
  // A token's kind is known once it is read: flush whichever holds a batch of it (the other has none).
  flush: async (hash, nowMs) => {
    await Promise.all([standard.flush(hash, nowMs), publishable.flush(hash, nowMs)]);
  },
  count: (token, nowMs) => (isPublishable(token) ? publishable : standard).count(token, nowMs),
});
