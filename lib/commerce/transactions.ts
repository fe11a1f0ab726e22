import { cancellationCodes } from '../db/cancellation.js';
import { retryableConflict } from '../http/errors.js';

/** What happened to each item of a cancelled TransactWriteItems, in request order ('None' when fine). */

/** Thrown by one attempt of an optimistic write when what it read has changed meanwhile. */
export class StaleRead extends Error {
  override readonly name = 'StaleRead';
}

/**
 * Runs a read-then-conditional-write operation, retrying when it hits a concurrent change
 * (StaleRead, or a transaction conflict). After `attempts` tries the client gets a 409.
 * `backoffMs` spaces the tries out (full jitter, doubling): for writes many clients contend
 * on at once, such as checkouts taking the next order number.
 */
export const withOptimisticRetry = async <T>(operation: () => Promise<T>, attempts = 5, backoffMs = 0): Promise<T> => {
  for (let attempt = 1; ; attempt += 1) {
    if (attempt > 1 && backoffMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(1000, backoffMs * 2 ** (attempt - 2))));
    }
    try {
      return await operation();
    } catch (error) {
      const codes = cancellationCodes(error);
      const retryable = error instanceof StaleRead || (codes?.includes('TransactionConflict') ?? false)
        || (error as { name?: string }).name === 'TransactionConflictException';
      if (!retryable) throw error;
      if (attempt >= attempts) {
        throw retryableConflict('concurrent_update', 'The resource was changed concurrently; retry the request', { cause: error });
      }
    }
  }
};
