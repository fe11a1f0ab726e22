import { batchGet, keyId } from '../db/batch-get.js';
import { depthAttributes } from '../hooks/write-depth.js';
import { TABLE_NAME } from '../db/client.js';
import { newId, timestamp } from '../db/keys.js';
import { cancellationCodes } from '../db/cancellation.js';
import { isRetryableCollision, StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { historyPut, SYSTEM_ACTOR, type HistoryActor } from './history.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { assertValid, conflict } from '../http/errors.js';
import { fromMinor } from '../commerce/money.js';
import { redeemCoupon } from '../coupons/redemptions.js';
import { productKeys } from '../products/keys.js';
import { toProduct } from '../products/product-record.js';
import { takeStock, type StockTake } from '../products/stock.js';
import { checkoutFields, readCheckout, type Checkouter, type CheckoutReads } from './checkout-reads.js';
import { orderKeys } from './keys.js';
import { orderId, type Order } from './order-record.js';
import { getOrder } from './order-queries.js';
import { takeOrderNumber, type TakenNumber } from './order-numbers.js';
import type { CreateOrder } from './schemas.js';
import { resolveOrderAddresses, type OrderAddress } from './order-addresses.js';
import { priceOrder, stockShortfalls, type PricedOrder } from './pricing-rules.js';
import { computeTaxes, type TaxResult } from '../taxes/tax-rules.js';

/**
 * How a checkout retries. A transaction that collided with another one (on AWS, any concurrent
 * write to one of its items: every buyer of a hot product writes its stock item) is sent again as
 * it is; one refused by a condition is read and validated again. Full jitter, doubling from 5 ms to
 * at most 200 ms between tries, so the buyers of a hot item keep asking often enough to take it as
 * soon as it is free, for as long as the caller can still be answered (the function's time left,
 * less `CHECKOUT_ANSWER_MS`), after which the answer is 503 `contention` with Retry-After.
 */
export const CHECKOUT_RETRY = { attempts: 10_000, backoffMs: 5, maxBackoffMs: 200 } as const;

/** Time kept back from the function's timeout to answer 503 rather than be cut off (no retry starts after it). */
export const CHECKOUT_ANSWER_MS = 2000;

const outOfStock = (shortfalls: { index: number; available: number }[]) =>
  conflict('out_of_stock', 'Not enough stock for some lines; nothing was ordered', { details: { lines: shortfalls } });

const couponUnavailable = (message: string) => conflict('coupon_unavailable', `${message}; nothing was ordered`);

/** Validates what was read and prices it: 422 for problems with the request, 409 for a coupon used up or stock short. */
const validated = (
  input: CreateOrder,
  read: CheckoutReads,
): {
  priced: PricedOrder;
  taxes: TaxResult;
  fields: Record<string, unknown>;
  email: string;
  shipping?: OrderAddress;
  billing?: OrderAddress;
} => {
  const addresses = resolveOrderAddresses(input, read.book);
  const priced = priceOrder({
    lines: read.lines,
    coupon: input.coupon === undefined ? undefined : { code: input.coupon, found: read.coupon },
    rate: input.shipping_rate_id === undefined ? undefined : { id: input.shipping_rate_id, found: read.rate },
    shippingAddress: addresses.shipping,
    customerId: read.customerId,
    customerGroupIds: read.customerGroupIds,
    redeemer: read.redeemer,
    redeemed: read.redeemed,
    now: new Date(),
  });
  const fields = checkoutFields(input, read.profile);
  // Taxes on what was priced (discounts before tax), from the site's settings and the addresses.
  const taxed = priced.ok
    ? computeTaxes({
        settings: read.taxSettings,
        lines: priced.order.lines.map((line, index) => ({
          total: line.total,
          category: read.taxCategories[index],
        })),
        discount: priced.order.discount,
        discountLines: priced.order.discountLines,
        shipping: priced.order.shipping,
        shippingCountry: addresses.shipping?.country,
        billingCountry: addresses.billing?.country,
        billingVatNumber: addresses.billing?.vat_number,
        groupExempt: read.groupExempt,
      })
    : undefined;
  const problems = [
    ...(priced.ok || !('problems' in priced) ? [] : priced.problems),
    ...(taxed && !taxed.ok ? taxed.problems : []),
    ...fields.problems,
    ...addresses.problems,
  ];
  if (read.email === undefined)
    problems.push({ field: 'email', message: 'is required when no customer is known', code: 'missing' });
  assertValid(problems);
  if (!priced.ok) throw couponUnavailable((priced as { couponUnavailable: string }).couponUnavailable);
  const shortfalls = stockShortfalls(read.lines);
  if (shortfalls.length) throw outOfStock(shortfalls);
  return {
    priced: priced.order,
    taxes: (taxed as { result: TaxResult }).result,
    fields: fields.values,
    email: read.email as string,
    shipping: addresses.shipping,
    billing: addresses.billing,
  };
};

/** The order a validated checkout places, under the number it took. */
const orderOf = (
  input: CreateOrder,
  read: CheckoutReads,
  checked: ReturnType<typeof validated>,
  taken: TakenNumber,
): Order => {
  const createdAt = timestamp(taken.at);
  const { priced, taxes } = checked;
  return {
    id: orderId(taken.number, taken.at),
    number: taken.number,
    status: 'pending',
    customer_id: read.customerId ?? null,
    email: checked.email,
    currency: read.currency,
    line_items: priced.lines.map((line, index) => ({
      id: newId(),
      ...line,
      net: taxes.lines[index]?.net ?? line.total,
      tax_lines: taxes.lines[index]?.tax_lines ?? [],
    })),
    subtotal: priced.subtotal,
    discount: priced.discount,
    shipping: priced.shipping,
    total: taxes.total,
    tax_total: taxes.tax_total,
    prices_include_tax: taxes.prices_include_tax,
    reverse_charge: taxes.reverse_charge,
    tax_exempt_reason: taxes.tax_exempt_reason,
    tax_country: taxes.tax_country,
    shipping_tax_lines: taxes.shipping.tax_lines,
    coupon: read.coupon ? { id: read.coupon.id, code: read.coupon.code, amount: priced.couponSaving } : null,
    shipping_rate: read.rate ? { id: read.rate.id, name: read.rate.name, price: read.rate.price } : null,
    checkout_profile_id: read.profile?.id ?? null,
    custom_fields: checked.fields,
    shipping_address: checked.shipping ?? null,
    billing_address: checked.billing ?? null,
    note: input.note ?? null,
    history: [{ status: 'pending', at: createdAt, note: null }],
    created_at: createdAt,
    updated_at: createdAt,
    version: 1,
    redeemer: read.redeemer,
    ...(read.coupon && { redemption: 'item' as const }),
    taken: read.lines.flatMap((line): StockTake[] =>
      line.product?.track_inventory
        ? [
            {
              product_id: line.product.id,
              ...(line.variantId !== undefined && { variant_id: line.variantId }),
              quantity: line.quantity,
            },
          ]
        : [],
    ),
  };
};

/**
 * The items of one checkout's transaction: the order (`order`), its number claim (`number`), the
 * stock of every tracked line (`stock:<product id>`, from the products module) and the coupon's
 * redemption (`coupon…`, from the coupons module). Nothing else: no counter, and no check on a
 * product that takes no stock (each would be one more item every concurrent checkout touches).
 */
const checkoutItems = (
  siteId: string,
  order: Order,
  read: CheckoutReads,
  depth: number,
  actor: HistoryActor,
): TransactionItem[] => [
  labelled('order', {
    Put: {
      TableName: TABLE_NAME,
      Item: {
        ...orderKeys.order(siteId, order.id),
        ...(order.customer_id && { gsi1pk: orderKeys.customerOrders(siteId, order.customer_id), gsi1sk: order.id }),
        ...order,
        ...depthAttributes(depth),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  labelled('number', {
    Put: {
      TableName: TABLE_NAME,
      Item: { ...orderKeys.orderNumber(siteId, order.number), order_id: order.id },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
  ...takeStock(siteId, order.taken, depth),
  historyPut(siteId, order, 'created', actor, { number: order.number, total: fromMinor(order.total) }),
  ...(read.coupon && order.coupon
    ? redeemCoupon(
        siteId,
        read.coupon,
        {
          order_id: order.id,
          order_number: order.number,
          customer_id: order.customer_id,
          amount: order.coupon.amount,
          at: order.created_at,
          redeemer: order.redeemer,
        },
        depth,
      )
    : []),
];

/**
 * After an error that does not say whether the transaction was applied (the SDK gave up on a
 * timeout or a 500; a cancellation, by contrast, applied nothing): whether the order is stored
 * (one GetItem, on this path only), so a checkout that did happen is answered 201, never 503, and a
 * client's retry cannot place it twice.
 */
const placedAnyway = async (siteId: string, order: Order, error: unknown): Promise<boolean> => {
  if (cancellationCodes(error) !== undefined || isRetryableCollision(error)) return false;
  try {
    return (await getOrder(siteId, order.id)) !== undefined;
  } catch {
    return false;
  }
};

/** Stock ran out since the read: the shortfalls now (one more BatchGetItem, on this path only). */
const shortfallsNow = async (siteId: string, read: CheckoutReads, taken: readonly StockTake[]) => {
  const again = await batchGet(
    [...new Set(taken.map((take) => take.product_id))].map((id) => productKeys.product(siteId, id)),
  );
  return stockShortfalls(
    read.lines.map((line) => {
      const item = line.product && again.get(keyId(productKeys.product(siteId, line.product.id)));
      return { ...line, product: item && toProduct(item) };
    }),
  );
};

/**
 * The checkout: reads and prices the order from stored data (one BatchGetItem), takes the next
 * order number (one UpdateItem, takeOrderNumber) and writes the order with its stock and coupon in
 * ONE TransactWriteItems: every tracked line's stock conditioned on enough being left and the
 * product being active, the redemption on the coupon being active and not used up. Either all of
 * it happens or none of it. 3 requests (4 with the token's read): the BatchGetItem, the number, the
 * transaction; products named by slug, and the product types and groups taxes need, add the
 * BatchGetItems readCheckout describes (the budget test holds a taxed checkout to 4, 5 and 6).
 *
 * A transaction that collides with a concurrent one is sent again as it is (CHECKOUT_RETRY), within
 * `remainingMs`, the time the function has left to answer. One
 * refused by a condition reads again: stock gone is 409 `out_of_stock`, a coupon used up
 * meanwhile 409 `coupon_unavailable` (a coupon deactivated meanwhile 422); a concurrent change that
 * still leaves the order possible places it. The number is taken once, after the first
 * validation, and kept by every retry: a checkout refused after taking it leaves a gap.
 * `depth`: of a checkout cloud code makes (writeDepth), recorded on the order, the stock and the
 * coupon it changes, for the after-hooks they run. `actor`: who places it, for the order's history
 * (its `created` entry is one more Put of the same transaction).
 */
export const placeOrder = async (
  siteId: string,
  input: CreateOrder,
  caller: Checkouter,
  remainingMs = 10_000,
  depth = 0,
  actor: HistoryActor = SYSTEM_ACTOR,
): Promise<Order> => {
  let taken: TakenNumber | undefined;
  // What the last attempt sent: sent again as it is after a collision, rebuilt after a refusal.
  let prepared: { order: Order; items: TransactionItem[]; read: CheckoutReads } | undefined;
  return withOptimisticRetry(
    async () => {
      if (!prepared) {
        const read = await readCheckout(siteId, input, caller);
        const checked = validated(input, read);
        taken ??= await takeOrderNumber(siteId);
        const order = orderOf(input, read, checked, taken);
        // A buyer signed in (customer token or session) places their own order.
        const who: HistoryActor =
          order.customer_id && (caller.customerId !== undefined || caller.sessionSecret !== undefined)
            ? { type: 'customer', id: order.customer_id }
            : actor;
        prepared = { order, items: checkoutItems(siteId, order, read, depth, who), read };
      }
      const { order, items, read } = prepared;
      try {
        await sendTransaction(items);
        return order;
      } catch (error) {
        if (!(error instanceof TransactionRefused)) {
          if (await placedAnyway(siteId, order, error)) return order;
          throw error;
        }
        prepared = undefined;
        // A number already held (a counter reset behind the claims): take another.
        if (error.refused('number')) taken = undefined;
        if (error.refused('stock')) {
          const short = await shortfallsNow(siteId, read, order.taken);
          if (short.length) throw outOfStock(short);
        }
        // The coupon, or a product, changed since the read: read again, and answer what it says now.
        throw new StaleRead('the checkout was refused by a concurrent change', { cause: error });
      }
    },
    { ...CHECKOUT_RETRY, budgetMs: Math.max(1000, remainingMs - CHECKOUT_ANSWER_MS) },
  );
};

/**
 * The order a checkout would place, priced with tax, shipping and discount, writing nothing: the
 * checkout's reads (one BatchGetItem, and the same further ones) and its validation (422, and 409
 * for stock short or a coupon used up), without a number or a transaction.
 */
export const previewOrder = async (siteId: string, input: CreateOrder, caller: Checkouter): Promise<Order> => {
  const read = await readCheckout(siteId, input, caller);
  const checked = validated(input, read);
  return orderOf(input, read, checked, { number: 0, at: new Date() });
};
