import { isId } from '../db/keys.js';
import { readItem } from '../db/one-item.js';
import { orderKeys } from './keys.js';

/**
 * The id of the order a path names, by id (no request) or by number (one GetItem of the number's
 * claim; a ref that is neither names no order). A module of its own, so the payment functions
 * resolve a number without bundling the orders' list declaration.
 */
export const orderIdOf = async (siteId: string, ref: string): Promise<string | undefined> => {
  if (isId(ref)) return ref;
  if (!/^\d{1,10}$/.test(ref)) return undefined;
  return (await readItem(orderKeys.orderNumber(siteId, Number(ref))))?.order_id as string | undefined;
};
