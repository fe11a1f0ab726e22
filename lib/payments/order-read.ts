import { isId } from '../db/keys.js';
import { readItem } from '../db/one-item.js';
import { orderKeys } from '../orders/keys.js';
import { toOrder, type Order } from '../orders/order-record.js';

/**
 * An order by id (one GetItem) or by number (two: its number claim, then the order), read here
 * rather than through lib/orders/order-queries.ts, whose list declaration would bring the orders'
 * route schemas into the payment functions' bundles.
 */
export const readOrder = async (siteId: string, ref: string): Promise<Order | undefined> => {
  let orderId = ref;
  if (!isId(ref)) {
    if (!/^\d{1,10}$/.test(ref)) return undefined;
    const claim = await readItem(orderKeys.orderNumber(siteId, Number(ref)));
    if (!claim) return undefined;
    orderId = claim.order_id as string;
  }
  const item = await readItem(orderKeys.order(siteId, orderId));
  return item && toOrder(item);
};
