import { batchGet, keyId } from '../db/batch-get.js';
import { TABLE_NAME } from '../db/client.js';
import { newId, timestamp } from '../db/keys.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { conflict, unprocessable } from '../http/errors.js';
import { redeemCoupon } from '../commerce/coupon-redemptions.js';
import { productKeys } from '../products/keys.js';
import { toProduct, type Product } from '../products/product.js';
import { productStillActive, takeStock, type StockTake } from '../products/stock.js';
import { checkoutFields, readCheckout, type Checkouter, type CheckoutReads } from './checkout-reads.js';
import { FIRST_ORDER_NUMBER, orderKeys } from './keys.js';
import { orderId, type Order } from './order.js';
import type { CreateOrder } from './order-schemas.js';
import { priceOrder, redemptionLimit, stockShortfalls } from './pricing-rules.js';

const outOfStock = (shortfalls: { index: number; available: number }[]) =>
  conflict('out_of_stock', 'Not enough stock for some lines; nothing was ordered', { details: { lines: shortfalls } });

const couponUnavailable = (message: string) => conflict('coupon_unavailable', `${message}; nothing was ordered`);

/** Stock ran out since the read: the shortfalls now (one more BatchGetItem, on this path only). */
const shortfallsNow = async (siteId: string, read: CheckoutReads, taken: readonly StockTake[]) => {
  const again = await batchGet([...new Set(taken.map((take) => take.product_id))].map((id) => productKeys.product(siteId, id)));
  return stockShortfalls(read.lines.map((line) => {
    const item = line.product && again.get(keyId(productKeys.product(siteId, line.product.id)));
    return { ...line, product: item && toProduct(item) };
  }));
};

/**
 * The checkout: prices the order from stored data and writes it in ONE TransactWriteItems with
 * the next order number (conditioned on the counter read, so numbers have no gaps), every tracked
 * line's stock decrement (conditioned on enough being left and the product being active) and the
 * coupon redemption (conditioned on the coupon being active and not used up). Either all of it
 * happens or none of it. Requests: one BatchGetItem and one TransactWriteItems (a product slug adds
 * a BatchGetItem); a collision with a concurrent checkout re-reads and tries again.
 */
export const placeOrder = async (siteId: string, input: CreateOrder, caller: Checkouter): Promise<Order> =>
  withOptimisticRetry(async () => {
    const read = await readCheckout(siteId, input, caller);
    const email = read.email;
    const redeemer = read.customerId ?? `email:${(email ?? '').toLowerCase()}`;
    const priced = priceOrder({
      lines: read.lines,
      coupon: input.coupon === undefined ? undefined : { code: input.coupon, found: read.coupon },
      rate: input.shipping_rate_id === undefined ? undefined : { id: input.shipping_rate_id, found: read.rate },
      shippingAddress: input.shipping_address,
      customerId: read.customerId,
      redeemer,
      now: new Date(),
    });
    const fields = checkoutFields(input, read.profile);
    const problems = [...(priced.ok || !('problems' in priced) ? [] : priced.problems), ...fields.problems];
    if (email === undefined) problems.push({ field: 'email', message: 'is required when no customer is known', code: 'missing' });
    if (problems.length) throw unprocessable(problems, problems.length === 1 ? `${problems[0]?.field}: ${problems[0]?.message}` : undefined);
    if (!priced.ok) throw couponUnavailable((priced as { couponUnavailable: string }).couponUnavailable);
    const shortfalls = stockShortfalls(read.lines);
    if (shortfalls.length) throw outOfStock(shortfalls);

    const number = (read.lastNumber ?? FIRST_ORDER_NUMBER - 1) + 1;
    const now = new Date();
    const createdAt = timestamp(now);
    const taken: StockTake[] = read.lines.flatMap((line) => (line.product?.track_inventory
      ? [{ product_id: line.product.id, ...(line.variantId !== undefined && { variant_id: line.variantId }), quantity: line.quantity }] : []));
    const order: Order = {
      id: orderId(number, now),
      number,
      status: 'pending',
      customer_id: read.customerId ?? null,
      email: email as string,
      currency: read.currency,
      line_items: priced.order.lines.map((line) => ({ id: newId(), ...line })),
      subtotal: priced.order.subtotal,
      discount: priced.order.discount,
      shipping: priced.order.shipping,
      total: priced.order.total,
      coupon: read.coupon ? { id: read.coupon.id, code: read.coupon.code, amount: priced.order.couponSaving } : null,
      shipping_rate: read.rate ? { id: read.rate.id, name: read.rate.name, price: read.rate.price } : null,
      checkout_profile_id: read.profile?.id ?? null,
      custom_fields: fields.values,
      shipping_address: input.shipping_address ?? null,
      billing_address: input.billing_address ?? null,
      note: input.note ?? null,
      history: [{ status: 'pending', at: createdAt, note: null }],
      created_at: createdAt,
      updated_at: createdAt,
      version: 1,
      redeemer,
      taken,
    };

    const tracked = new Set(taken.map((take) => take.product_id));
    const untracked = [...new Set(read.lines.map((line) => (line.product as Product).id))].filter((id) => !tracked.has(id));
    const items: TransactionItem[] = [
      labelled('order', {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...orderKeys.order(siteId, order.id), ...(order.customer_id && { gsi1pk: orderKeys.customerOrders(siteId, order.customer_id), gsi1sk: order.id }), ...order },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
      labelled('number', { Put: { TableName: TABLE_NAME, Item: { ...orderKeys.orderNumber(siteId, number), order_id: order.id }, ConditionExpression: 'attribute_not_exists(pk)' } }),
      labelled('counter', {
        Update: {
          TableName: TABLE_NAME,
          Key: orderKeys.counter(siteId),
          UpdateExpression: 'SET #last = :number',
          ConditionExpression: read.lastNumber === undefined ? 'attribute_not_exists(pk)' : '#last = :previous',
          ExpressionAttributeNames: { '#last': 'last' },
          ExpressionAttributeValues: { ':number': number, ...(read.lastNumber !== undefined && { ':previous': read.lastNumber }) },
        },
      }),
      ...takeStock(siteId, taken),
      ...untracked.map((id) => productStillActive(siteId, id)),
      ...(read.coupon ? redeemCoupon(siteId, read.coupon, redemptionLimit(read.coupon), { orderId: order.id, customerId: order.customer_id, redeemer, at: createdAt }) : []),
    ];
    try {
      await sendTransaction(items);
      return order;
    } catch (error) {
      if (!(error instanceof TransactionRefused)) throw error;
      if (error.refused('stock')) {
        const short = await shortfallsNow(siteId, read, taken);
        if (short.length) throw outOfStock(short);
      }
      if (read.coupon && error.refused('coupon')) throw couponUnavailable(`The coupon ${read.coupon.code} is no longer available`);
      // The counter moved, or a product changed: read again and retry.
      throw new StaleRead('checkout collided with a concurrent change', { cause: error });
    }
  }, { attempts: 12, backoffMs: 20 });
