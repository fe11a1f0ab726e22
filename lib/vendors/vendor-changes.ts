import type { Change } from '../events/event-map.js';
import { workQueue } from '../queues/work-queue.js';

/**
 * A vendor renamed (its slug or name changed) changes its products' copies off the request path:
 * the table stream's reaction (lib/events/router.ts) queues one message per such change on this
 * queue, and its consumer (vendor-fanout.ts) rewrites each product. In a module of its own so that
 * the event router's bundle carries none of the products' write path.
 */
export const VENDOR_FANOUT_QUEUE = 'vendor-fanout';

export interface VendorFanoutMessage {
  readonly site_id: string;
  readonly vendor_id: string;
}

const VENDOR_PARTITION = /^([0-9a-f]{24})#VENDOR$/;

/** The stream's reaction: a vendor whose slug or name changed queues its fan-out (a new or deleted one has no products). */
export const queueVendorFanout = async (change: Change): Promise<void> => {
  const site = VENDOR_PARTITION.exec(change.key.pk);
  const before = change.oldImage;
  const after = change.newImage;
  if (!site || !before || !after) return;
  if (after.slug === before.slug && after.name === before.name) return;
  await workQueue<VendorFanoutMessage>(VENDOR_FANOUT_QUEUE).send({
    site_id: site[1] as string,
    vendor_id: change.key.sk,
  });
};
