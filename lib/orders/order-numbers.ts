import { takeCounterNumber } from '../db/counter.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { FIRST_ORDER_NUMBER, orderKeys } from './keys.js';

/** An order number taken, and the second it was taken at (the order's creation time). */
export interface TakenNumber {
  readonly number: number;
  readonly at: Date;
}

/**
 * Takes the site's next order number, from 1001: one UpdateItem on the site's counter, outside the
 * checkout's transaction, after the checkout has been validated. Concurrent checkouts never
 * collide on it: DynamoDB applies their increments to the item one after the other (a single-item
 * write takes no transaction lock), so each gets its own number, in the order they asked.
 *
 * The counter also keeps the second the last number was taken at, and a number is never given an
 * earlier second than the one before it (`at` is conditioned not to go back; a clock behind it is
 * told the counter's second, one UpdateItem more, and takes that): so order ids, which begin with
 * that second and then the number, sort in number order, whatever the clocks of the instances.
 */
export const takeOrderNumber = (siteId: string, clock: () => Date = () => new Date()): Promise<TakenNumber> => {
  // The counter's second, once an attempt found it ahead of this clock.
  let ahead = 0;
  return withOptimisticRetry(
    async () => {
      const second = Math.max(ahead, Math.floor(clock().getTime() / 1000));
      const taken = await takeCounterNumber(orderKeys.counter(siteId), FIRST_ORDER_NUMBER, second);
      if ('number' in taken) return { number: taken.number, at: new Date(second * 1000) };
      // This clock is behind the counter's: take the number at the counter's second (or later).
      ahead = Math.max(ahead, taken.ahead);
      throw new StaleRead('the counter is ahead of this clock');
    },
    { attempts: 10 },
  );
};
