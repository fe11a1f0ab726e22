import { sweepExpiredOrders } from '../lib/orders/order-expiry.js';
import { sqsWorker } from '../lib/queues/sqs-worker.js';

/** Cancels a site's orders left unpaid past its unpaid_order_ttl_hours (sent by the site's sweep schedule). */
export const handler = sqsWorker(sweepExpiredOrders);
