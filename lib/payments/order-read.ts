import { orderIdOf } from '../orders/order-ref.js';
import { readItem } from '../db/one-item.js';
import { orderKeys } from '../orders/keys.js';
import { toOrder, type Order } from '../orders/order-record.js';

/**
 * An order by id (one GetItem) or by number (two: its number claim, then the order), read here
 * rather than through lib/orders/order-queries.ts, whose list declaration would bring the orders'
 * route schemas into the payment functions' bundles.
 */
export const readOrder = async (siteId: string, ref: string): Promise<Order | undefined> => {
  const orderId = await orderIdOf(siteId, ref);
  if (!orderId) return undefined;
  const item = await readItem(orderKeys.order(siteId, orderId));
  return item && toOrder(item);
};
