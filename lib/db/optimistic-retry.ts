import { contention } from '../http/errors.js';
import { cancellationCodes } from './cancellation.js';

/** Thrown by one attempt of an optimistic write when what it read has changed meanwhile. */
export class StaleRead extends Error {
  override readonly name = 'StaleRead';
}

/** True for the errors one more attempt may cure: a stale read, or a collision with a concurrent transaction. */
export const isRetryableCollision = (error: unknown): boolean =>
  error instanceof StaleRead ||
  (cancellationCodes(error)?.includes('TransactionConflict') ?? false) ||
  (error as { name?: string } | null)?.name === 'TransactionConflictException';

export interface OptimisticRetryOptions {
  /** Tries in all, the first included (default 5). */
  readonly attempts?: number;
  /** Spaces the tries out: full jitter, doubling from this (default 0: at once). */
  readonly backoffMs?: number;
  /** The longest wait between two tries (default 1 s). */
  readonly maxBackoffMs?: number;
  /**
   * Time for all the tries, from the first (default: no bound but `attempts`): no try starts
   * after it, so a caller on a clock (a Lambda's timeout) answers 503 in time to be heard.
   */
  readonly budgetMs?: number;
}

/**
 * Runs a read-then-conditional-write operation, trying again when it hits a concurrent change
 * (StaleRead, or a transaction conflict). After the last attempt the client gets 503 `contention`
 * with Retry-After: the write could not be completed now, through no fault of the request.
 * The one retry loop of the code base: pages, articles, blogs, commerce and orders use it.
 */
export const withOptimisticRetry = async <T>(
  operation: (attempt: number) => Promise<T>,
  options: OptimisticRetryOptions = {},
): Promise<T> => {
  const { attempts = 5, backoffMs = 0, maxBackoffMs = 1000, budgetMs = Infinity } = options;
  const deadline = performance.now() + budgetMs;
  for (let attempt = 1; ; attempt += 1) {
    if (attempt > 1 && backoffMs > 0) {
      await new Promise((resolve) =>
        setTimeout(resolve, Math.random() * Math.min(maxBackoffMs, backoffMs * 2 ** (attempt - 2))),
      );
    }
    try {
      return await operation(attempt);
    } catch (error) {
      if (!isRetryableCollision(error)) throw error;
      if (attempt >= attempts || performance.now() + Math.min(maxBackoffMs, backoffMs * 2 ** (attempt - 1)) > deadline)
        throw contention(error);
    }
  }
};
