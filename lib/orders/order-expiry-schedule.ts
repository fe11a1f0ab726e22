import { cancelSchedule, putSchedule } from '../queues/scheduler.js';

/**
 * Unpaid orders expire off the request path. A site that sets `unpaid_order_ttl_hours` gets one
 * recurring schedule (EventBridge Scheduler on AWS, the in-process scheduler under `npm start` and
 * in the tests) that sends `{ siteId }` to the `order-expiry` queue every few minutes; its worker
 * sweeps the site's orders placed since the last sweep's bound and before now − TTL (order ids are
 * time-ordered, so that is one key range of the ORDER partition) and cancels each one still
 * `pending` with no captured or authorized money, through the same transition as a manual cancel
 * (stock and coupon redemption given back in its transaction), with `cancel_reason: "expired"`.
 * Every order is looked at once, when it comes of age: a paid or authorized one never expires.
 */
export const ORDER_EXPIRY_QUEUE = 'order-expiry';

/** How often a site's unpaid orders are swept: an order expires at most this late (plus the queue's delay). */
export const ORDER_EXPIRY_CRON = '*/5 * * * *';

/** The schedule of a site's sweeps: one per site, replaced or removed with the setting. */
export const orderExpiryScheduleName = (siteId: string): string => `order-expiry-${siteId}`;

/** What the sweep's queue carries. */
export interface OrderExpirySweep {
  readonly siteId: string;
}

/**
 * Starts, changes or stops a site's sweeps as its `unpaid_order_ttl_hours` is set or turned off
 * (null). Orders placed before the setting are swept too: the first sweep starts from the beginning.
 */
export const scheduleOrderExpiry = async (siteId: string, hours: number | null): Promise<void> => {
  const name = orderExpiryScheduleName(siteId);
  if (hours === null) return cancelSchedule(name);
  return putSchedule({
    name,
    cron: ORDER_EXPIRY_CRON,
    queue: ORDER_EXPIRY_QUEUE,
    message: { siteId } satisfies OrderExpirySweep,
  });
};
