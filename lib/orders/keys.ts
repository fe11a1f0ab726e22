import { sitePk } from '../db/keys.js';

/** Order numbers start here (Shopify's first order is #1001 too). */
export const FIRST_ORDER_NUMBER = 1001;

/**
 * Keys of orders. Orders live in the site's ORDER partition under their id, which is time-ordered,
 * so the partition read backwards is newest first and a creation-date range is a key range.
 */
export const orderKeys = {
  order: (siteId: string, orderId: string) => ({ pk: sitePk(siteId, 'ORDER'), sk: orderId }),
  orderPartition: (siteId: string) => sitePk(siteId, 'ORDER'),
  /** The number claim: `{ order_id }` under the order's number, for reads by number. */
  orderNumber: (siteId: string, number: number) => ({
    pk: sitePk(siteId, 'ORDER_NUMBER'),
    sk: String(number).padStart(10, '0'),
  }),
  /**
   * The site's order counter: `last` is the number most recently taken and `at` (epoch seconds) when;
   * a checkout takes the next number with one UpdateItem, outside its transaction (order-numbers.ts).
   */
  counter: (siteId: string) => ({ pk: sitePk(siteId, 'ORDER_COUNTER'), sk: 'COUNTER' }),
  /** GSI1 partition of one customer's orders (gsi1sk: the order id), so their list is one Query. */
  customerOrders: (siteId: string, customerId: string) => sitePk(siteId, `ORDERS_OF#${customerId}`),
};
