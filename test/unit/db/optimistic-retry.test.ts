import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http/errors.js';
import { cancellationCodes } from '../../../lib/db/cancellation.js';
import { StaleRead, withOptimisticRetry } from '../../../lib/db/optimistic-retry.js';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('withOptimisticRetry', () => {
  it('retries after a stale read and returns the first success', async () => {
    let calls = 0;
    const result = await withOptimisticRetry(async () => {
      calls += 1;
      if (calls < 3) throw new StaleRead('changed');
      return 'done';
    });
    expect(result).toBe('done');
    expect(calls).toBe(3);
  });

  it('retries a transaction conflict', async () => {
    let calls = 0;
    await withOptimisticRetry(async () => {
      calls += 1;
      if (calls === 1) throw cancelled('TransactionConflict', 'None');
    });
    expect(calls).toBe(2);
  });

  it('gives up with 503 contention and Retry-After after the last attempt', async () => {
    let calls = 0;
    const error = await withOptimisticRetry(
      async () => {
        calls += 1;
        throw new StaleRead('changed');
      },
      { attempts: 3 },
    ).catch((e: unknown) => e);
    expect(calls).toBe(3);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'contention', headers: { 'retry-after': '1' } });
  });

  it('starts no try past its time budget, however many attempts are left', async () => {
    let calls = 0;
    const started = performance.now();
    const error = await withOptimisticRetry(
      async () => {
        calls += 1;
        throw new StaleRead('changed');
      },
      { attempts: 1000, backoffMs: 20, maxBackoffMs: 20, budgetMs: 200 },
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 503, code: 'contention' });
    // A loaded machine fires timers late: the bound is the budget plus a generous slack, far below 1,000 tries of 20 ms.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(calls).toBeGreaterThan(5);
    expect(calls).toBeLessThan(1000);
  });

  it('passes the attempt number to the operation', async () => {
    const seen: number[] = [];
    await withOptimisticRetry(async (attempt) => {
      seen.push(attempt);
      if (attempt < 2) throw new StaleRead('changed');
    });
    expect(seen).toEqual([1, 2]);
  });

  it('passes other errors through at once', async () => {
    let calls = 0;
    const error = await withOptimisticRetry(async () => {
      calls += 1;
      throw cancelled('ConditionalCheckFailed');
    }).catch((e: unknown) => e);
    expect(calls).toBe(1);
    expect(cancellationCodes(error)).toEqual(['ConditionalCheckFailed']);
  });
});
