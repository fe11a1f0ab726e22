import { TABLE_NAME } from '../db/client.js';
import { keys, sitePk } from '../db/keys.js';
import { putItem, readItem } from '../db/one-item.js';
import { forEachPage } from '../db/query-all.js';
import { ApiError } from '../http/errors.js';
import { logger } from '../http/logger.js';
import { orderKeys } from './keys.js';
import type { OrderExpirySweep } from './order-expiry-schedule.js';
import { transitionOrder } from './order-transitions.js';

/** Where a site's sweep has reached: `{ swept_to }`, the upper key bound of the last sweep (`0` before the first: below every id). */
const sweepKey = (siteId: string) => ({ pk: sitePk(siteId, 'ORDER_EXPIRY'), sk: 'SWEEP' });

/** The smallest order id of a second: every order placed before `at`'s second sorts below it. */
const idBound = (at: Date): string =>
  Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, '0') + '0'.repeat(16);

/**
 * The `order-expiry` queue's consumer: one GetItem of the site (its TTL; none: nothing to do), one of
 * the sweep's bound, one Query (paged) of the orders placed in between, filtered to `pending`, then
 * each cancel (its own read and transaction), then the new bound. An order that a payment reached
 * meanwhile is left as it is (the cancel is conditioned on the version read). Each page done but the
 * last records its last key as the bound (one PutItem per 1 MB page read), so a failure midway
 * leaves the bound after the pages already swept, and the queue's retry sweeps from there, not
 * from the start (an order seen again is no longer pending: nothing is cancelled twice).
 * `pageSize` (tests) caps the orders read per page.
 */
export const sweepExpiredOrders = async (
  { siteId }: OrderExpirySweep,
  options: { readonly pageSize?: number } = {},
): Promise<void> => {
  const site = await readItem(keys.site(siteId));
  const hours = site?.unpaid_order_ttl_hours;
  if (typeof hours !== 'number' || hours <= 0) return;
  const upper = idBound(new Date(Date.now() - hours * 3_600_000));
  const from = ((await readItem(sweepKey(siteId)))?.swept_to as string | undefined) ?? '0';
  if (from >= upper) return;
  const expired: string[] = [];
  await forEachPage(
    {
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :upper',
      FilterExpression: '#status = :pending',
      ProjectionExpression: 'sk',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': orderKeys.orderPartition(siteId),
        ':from': from,
        ':upper': upper,
        ':pending': 'pending',
      },
      ConsistentRead: true,
      ...(options.pageSize && { Limit: options.pageSize }),
    },
    async (items, next) => {
      for (const item of items) {
        const orderId = item.sk as string;
        try {
          await transitionOrder(siteId, orderId, 'cancelled', `Expired: unpaid after ${hours} hours`, {
            expiring: true,
          });
          expired.push(orderId);
        } catch (error) {
          // Paid, authorized or cancelled meanwhile: not this sweep's to cancel.
          if (error instanceof ApiError && (error.code === 'not_expirable' || error.code === 'invalid_transition'))
            continue;
          throw error;
        }
      }
      if (next) await putItem({ ...sweepKey(siteId), swept_to: next.sk as string });
    },
  );
  await putItem({ ...sweepKey(siteId), swept_to: upper });
  if (expired.length) logger.info('unpaid orders expired', { count: expired.length });
};
