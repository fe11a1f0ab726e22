import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../lib/auth/rate-limiter.js';
import { ratePolicy, windowAt } from '../../../lib/auth/rate-limit-rules.js';
import type { TokenRecord } from '../../../lib/auth/token-record.js';
import type { StoredToken, UsageFlush } from '../../../lib/auth/tokens.js';

const T0 = Date.UTC(2026, 5, 1, 12, 0, 0);
const W = windowAt(T0, 60);
const token = (
  hash: string,
  counts: Record<number, number> = {},
  lastUsedAt = new Date(T0).toISOString(),
): StoredToken => ({ hash, counts, record: { lastUsedAt } as TokenRecord });

describe('createRateLimiter', () => {
  it('sends a due batch beside the next read, and keeps a failed one to send again', async () => {
    const sent: UsageFlush[] = [];
    let fail = true;
    const errors: unknown[] = [];
    const limiter = createRateLimiter(ratePolicy(10, 60), {
      addUsage: async (flush) => {
        sent.push(flush);
        if (fail) throw new Error('throttled');
        return flush.amount;
      },
      onError: (error) => errors.push(error),
    });
    expect(limiter.count(token('h', { [W]: 0, [W - 1]: 4 }), T0).allowed).toBe(true);
    await limiter.flush('h', T0 + 1);
    expect(sent).toEqual([expect.objectContaining({ hash: 'h', window: W, amount: 1, stale: [W - 1] })]);
    expect(errors).toHaveLength(1);
    // The failed request is pending again and goes with a later one, not before flushEveryMs.
    expect(limiter.count(token('h'), T0 + 2).usage.used).toBe(2);
    fail = false;
    await limiter.flush('h', T0 + 3);
    expect(sent.map((flush) => flush.amount)).toEqual([1]);
    await limiter.flush('h', T0 + 1 + limiter.policy.flushEveryMs);
    expect(sent.map((flush) => flush.amount)).toEqual([1, 2]);
    expect(limiter.count(token('h', { [W]: 2 }), T0 + 1 + limiter.policy.flushEveryMs).usage.used).toBe(3);
  });

  it('stamps the first use in a minute with the pending count, and waits for nothing otherwise', async () => {
    const sent: UsageFlush[] = [];
    const limiter = createRateLimiter(ratePolicy(1000, 60), {
      addUsage: async (flush) => {
        sent.push(flush);
        return flush.amount;
      },
    });
    await limiter.count(token('t', {}, new Date(T0 - 120_000).toISOString()), T0).settled;
    await limiter.count(token('t'), T0 + 1).settled;
    expect(sent).toEqual([expect.objectContaining({ amount: 1, touchedAt: new Date(T0) })]);
    await limiter.flush('t', T0 + 2);
    expect(sent).toHaveLength(1);
  });

  it('keeps at most maxTokens counts, past windows first', () => {
    const limiter = createRateLimiter(ratePolicy(100, 60), { addUsage: async () => 0, maxTokens: 2 });
    limiter.count(token('a'), T0 - 60_000);
    limiter.count(token('b'), T0);
    limiter.count(token('c'), T0);
    limiter.count(token('d'), T0);
    // 'a' (a past window) went first, then the oldest of this window: 'b'; 'c' kept its count.
    expect(limiter.count(token('c'), T0).usage.used).toBe(2);
    expect(limiter.count(token('b'), T0).usage.used).toBe(1);
  });
});
