import type { Order } from '../orders/order-record.js';
import { fromMinor } from '../commerce/money.js';

/** What a customer's data export derives without I/O: the addresses a submission came from, the coupons its orders redeemed. */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail addresses among a submission's values (top-level strings only), normalized, at most `limit`. */
export const senderAddresses = (fields: Readonly<Record<string, unknown>>, limit = 3): string[] => {
  const found = new Set<string>();
  for (const value of Object.values(fields)) {
    if (typeof value !== 'string' || value.length > 254) continue;
    const address = value.trim().toLowerCase();
    if (EMAIL.test(address)) found.add(address);
    if (found.size >= limit) break;
  }
  return [...found];
};

/** The coupons a customer redeemed, as its orders recorded them (the order keeps the code and the amount taken off). */
export const redemptionsOf = (orders: readonly Order[]) =>
  orders.flatMap((order) =>
    order.coupon
      ? [
          {
            order_id: order.id,
            code: order.coupon.code,
            amount: fromMinor(order.coupon.amount),
            redeemed_at: order.created_at,
          },
        ]
      : [],
  );
