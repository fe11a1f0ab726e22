import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http/errors.js';
import { cancellationCodes } from '../../../lib/db/cancellation.js';
import { StaleRead, withOptimisticRetry } from '../../../lib/commerce/transactions.js';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });

describe('cancellationCodes', () => {
  it('lists the reason of each item of a cancelled transaction', () => {
    expect(cancellationCodes(cancelled('None', 'ConditionalCheckFailed'))).toEqual(['None', 'ConditionalCheckFailed']);
  });

  it('is undefined for any other error', () => {
    expect(cancellationCodes(new Error('boom'))).toBeUndefined();
  });
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

  it('gives up with 409 concurrent_update after the last attempt', async () => {
    let calls = 0;
    const error = await withOptimisticRetry(async () => { calls += 1; throw new StaleRead('changed'); }, 3).catch((e: unknown) => e);
    expect(calls).toBe(3);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'concurrent_update' });
  });

  it('passes other errors through at once', async () => {
    let calls = 0;
    const error = await withOptimisticRetry(async () => { calls += 1; throw cancelled('ConditionalCheckFailed'); }).catch((e: unknown) => e);
    expect(calls).toBe(1);
    expect(cancellationCodes(error)).toEqual(['ConditionalCheckFailed']);
  });
});
