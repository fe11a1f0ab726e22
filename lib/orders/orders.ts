import { randomBytes, randomUUID } from 'node:crypto';
import { GetCommand, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { batchGet, keyId, type ItemKey } from '../db/batch-get.js';
import { cancellationCodes } from '../db/cancellation.js';
import { db, TABLE_NAME } from '../db/client.js';
import { isId, keys, newId, timestamp } from '../db/keys.js';
import { queryList, type ListDeclaration } from '../db/list-query.js';
import { type Page, type PageRequest } from '../db/pagination.js';
import { GSI1 } from '../db/table.js';
import { conflict, forbidden, notFound, unprocessable, type FieldError } from '../http/errors.js';
import { validateEntryFields, type Customization } from '../channels/entry-fields.js';
import type { CheckoutProfile } from '../commerce/checkout-profiles.js';
import type { Coupon } from '../commerce/coupons.js';
import { commerceKeys } from '../commerce/keys.js';
import { DEFAULT_CURRENCY, fromMinor } from '../commerce/money.js';
import type { ShippingRate } from '../commerce/shipping-rates.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { customerKey } from '../customers/customers.js';
import { invalidSession } from '../customers/current-customer.js';
import { isSessionSecret, liveSession, sessionKey } from '../customers/sessions.js';
import { productKeys } from '../products/keys.js';
import { toProduct, type Product } from '../products/product.js';
import { stockUpdate } from '../products/stock.js';
import { FIRST_ORDER_NUMBER, orderKeys } from './keys.js';
import { ORDER_STATUSES, type Address, type CreateOrder, type ListOrdersQuery, type OrderStatus } from './order-schemas.js';
import { priceOrder, redemptionLimit, stockShortfalls, type PricedLine, type RequestedLine } from './pricing-rules.js';
import { allowedFrom, mayTransition } from './transition-rules.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** A stock change an order made, kept so that cancelling it gives exactly that back. */
interface Taken {
  readonly product_id: string;
  readonly variant_id?: string;
  readonly quantity: number;
}

/** A stored order. Amounts in minor units; `version`, `redeemer` and `taken` are never shown. */
export interface Order {
  readonly id: string;
  readonly number: number;
  readonly status: OrderStatus;
  readonly customer_id: string | null;
  readonly email: string;
  readonly currency: string;
  readonly line_items: readonly (PricedLine & { readonly id: string })[];
  readonly subtotal: number;
  readonly discount: number;
  readonly shipping: number;
  readonly total: number;
  readonly coupon: { readonly id: string; readonly code: string; readonly amount: number } | null;
  readonly shipping_rate: { readonly id: string; readonly name: string; readonly price: number } | null;
  readonly checkout_profile_id: string | null;
  readonly custom_fields: Readonly<Record<string, unknown>>;
  readonly shipping_address: Address | null;
  readonly billing_address: Address | null;
  readonly note: string | null;
  readonly history: readonly { readonly status: OrderStatus; readonly at: string; readonly note: string | null }[];
  readonly created_at: string;
  readonly updated_at: string;
  readonly version: number;
  /** Who redeemed the coupon (customer id or `email:<address>`), to release a once-per-customer redemption. */
  readonly redeemer: string;
  readonly taken: readonly Taken[];
}

/** Who is checking out, as the request tells: a customer token's customer, or a session secret to resolve. */
export interface Checkouter {
  readonly customerId?: string;
  readonly sessionSecret?: string;
}

const toOrder = ({ pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, ...order }: Record<string, unknown>) => order as unknown as Order;

// `status`, `state` and `last` are DynamoDB reserved words.
const STATUS = { '#status': 'status' };

/**
 * An order's id: its creation second, its number, then random bits (24 hex characters like every
 * id). Numbers only grow with time, so the ORDER partition in key order is number order, and its
 * creation time is both in the id and in `created_at`, which always agree.
 */
const orderId = (number: number, at: Date) =>
  Math.floor(at.getTime() / 1000).toString(16).padStart(8, '0') + number.toString(16).padStart(8, '0') + randomBytes(4).toString('hex');

/** What a checkout reads, all in one BatchGetItem (product slugs, or a session's customer email, need a second). */
interface CheckoutReads {
  readonly currency: string;
  readonly lastNumber?: number;
  readonly lines: RequestedLine[];
  readonly coupon?: Coupon;
  readonly rate?: ShippingRate;
  readonly profile?: CheckoutProfile;
  readonly customerId?: string;
  readonly email?: string;
}

const productKeyOf = (siteId: string, ref: string): ItemKey =>
  isId(ref) ? productKeys.product(siteId, ref) : productKeys.productSlug(siteId, ref.toLowerCase());

/**
 * Reads everything a checkout prices from: the site (currency), the order counter, the products,
 * the coupon (its code claim's copy), the shipping rate, the checkout profile, the customer or the
 * session. One BatchGetItem; a second only for products named by slug, or for the email of a
 * customer known only through a session when the request sends none.
 */
const readCheckout = async (siteId: string, input: CreateOrder, caller: Checkouter): Promise<CheckoutReads> => {
  const siteKey = keys.site(siteId);
  const counterKey = orderKeys.counter(siteId);
  const lineKeys = input.line_items.map((line) => productKeyOf(siteId, line.product));
  const couponKey = input.coupon === undefined ? undefined : commerceKeys.couponCode(siteId, input.coupon);
  const rateKey = input.shipping_rate_id === undefined ? undefined : commerceKeys.shippingRate(siteId, input.shipping_rate_id);
  const profileRef = input.checkout_profile;
  const profileKey = profileRef === undefined ? undefined
    : isId(profileRef) ? commerceKeys.checkoutProfile(siteId, profileRef) : commerceKeys.checkoutProfileSlug(siteId, profileRef.toLowerCase());
  const session = caller.sessionSecret;
  if (session !== undefined && !isSessionSecret(session)) throw invalidSession();
  const sessionItemKey = session === undefined ? undefined : sessionKey(siteId, session);
  // A customer token or a session decides whose order it is, whatever customer_id says.
  const namedCustomer = caller.customerId === undefined && session === undefined ? input.customer_id : undefined;
  const namedCustomerKey = namedCustomer === undefined ? undefined : customerKey(siteId, namedCustomer);
  const tokenCustomerKey = caller.customerId !== undefined && input.email === undefined ? customerKey(siteId, caller.customerId) : undefined;

  const optional = [couponKey, rateKey, profileKey, sessionItemKey, namedCustomerKey, tokenCustomerKey].filter((key): key is ItemKey => key !== undefined);
  const found = await batchGet([siteKey, counterKey, ...lineKeys, ...optional]);
  const at = (key: ItemKey | undefined) => (key === undefined ? undefined : found.get(keyId(key)));

  let customerId = caller.customerId ?? namedCustomer;
  if (sessionItemKey) {
    const live = liveSession(at(sessionItemKey));
    if (!live) throw invalidSession();
    customerId = live.customerId;
  }
  if (namedCustomerKey && !at(namedCustomerKey)) {
    throw unprocessable([{ field: 'customer_id', message: 'names no customer of this site', code: 'not_found' }]);
  }
  let email = input.email ?? (at(namedCustomerKey ?? tokenCustomerKey)?.email as string | undefined);

  // Second round: products named by slug (their claim holds the id), and a session customer's email.
  const slugOwners = lineKeys.map((key) => (isId(key.sk) ? undefined : at(key)?.owner_id as string | undefined));
  const secondKeys = slugOwners.filter((id): id is string => id !== undefined).map((id) => productKeys.product(siteId, id));
  const sessionCustomerKey = sessionItemKey && email === undefined && customerId !== undefined ? customerKey(siteId, customerId) : undefined;
  if (sessionCustomerKey) secondKeys.push(sessionCustomerKey);
  const second = secondKeys.length ? await batchGet(secondKeys) : new Map<string, Record<string, unknown>>();
  if (sessionCustomerKey) email = second.get(keyId(sessionCustomerKey))?.email as string | undefined;

  const lines = input.line_items.map((line, index): RequestedLine => {
    const owner = slugOwners[index];
    const item = owner === undefined ? at(lineKeys[index]) : second.get(keyId(productKeys.product(siteId, owner)));
    return { product: item && toProduct(item), variantId: line.variant_id, quantity: line.quantity };
  });
  const couponClaim = at(couponKey);
  const profileItem = at(profileKey);
  const site = at(siteKey);
  return {
    currency: (site?.currency as string | undefined) ?? DEFAULT_CURRENCY,
    lastNumber: at(counterKey)?.last as number | undefined,
    lines,
    coupon: couponClaim?.coupon as Coupon | undefined,
    rate: at(rateKey) as unknown as ShippingRate | undefined,
    profile: (profileItem?.profile ?? profileItem) as CheckoutProfile | undefined,
    customerId,
    email,
  };
};

/** Validates custom_fields against the checkout profile's customizations (`custom_fields.<name>` errors). */
const checkoutFields = (input: CreateOrder, profile: CheckoutProfile | undefined): { values: Record<string, unknown>; problems: FieldError[] } => {
  if (input.checkout_profile !== undefined && !profile) {
    return { values: {}, problems: [{ field: 'checkout_profile', message: 'names no checkout profile of this site', code: 'not_found' }] };
  }
  if (!profile) {
    return input.custom_fields === undefined || Object.keys(input.custom_fields).length === 0 ? { values: {}, problems: [] }
      : { values: {}, problems: [{ field: 'custom_fields', message: 'need a checkout_profile that defines them', code: 'not_allowed' }] };
  }
  const { values, errors } = validateEntryFields(profile.customizations as unknown as Customization[], input.custom_fields ?? {}, undefined,
    { at: 'custom_fields', unknown: (name) => `The checkout profile has no field ${name}` });
  return { values, problems: errors };
};

/**
 * The stock updates of a checkout (or, with `sign` +1, of a cancellation): one Update per product,
 * since a transaction may touch an item once; lines of the same product merge into it.
 */
const stockItems = (siteId: string, taken: readonly Taken[], sign: 1 | -1): { productId: string; item: TransactItem }[] => {
  const byProduct = new Map<string, { variantId?: string; delta: number }[]>();
  for (const take of taken) {
    const changes = byProduct.get(take.product_id) ?? [];
    const same = changes.find((change) => change.variantId === take.variant_id);
    if (same) same.delta += sign * take.quantity;
    else changes.push({ variantId: take.variant_id, delta: sign * take.quantity });
    byProduct.set(take.product_id, changes);
  }
  return [...byProduct].map(([productId, changes]) => ({
    productId,
    item: {
      Update: sign < 0
        ? stockUpdate(siteId, productId, changes, { condition: '#status = :active', names: STATUS, values: { ':active': 'active' } })
        : stockUpdate(siteId, productId, changes),
    },
  }));
};

/**
 * The writes that record a coupon redemption on the coupon and on its code claim's copy (kept in
 * step, so reads by code show it): conditioned on the coupon being active, not used up and, for a
 * once-per-customer coupon, not yet redeemed by this customer.
 */
const redeemItems = (siteId: string, coupon: Coupon, order: Order): TransactItem[] => {
  const redemption = { order_id: order.id, customer_id: order.customer_id, at: order.created_at };
  const perCustomer = coupon.lifespan === 'once_per_customer';
  const item = { TableName: TABLE_NAME, Key: commerceKeys.coupon(siteId, coupon.id) };
  const claim = { TableName: TABLE_NAME, Key: commerceKeys.couponCode(siteId, coupon.code) };
  const active = { '#state': 'state' };
  if (coupon.redemptions === undefined) {
    // A coupon stored before orders existed has no redemption maps: its first redemption creates them.
    const values = { ':rs': { [order.id]: redemption }, ':by': perCustomer ? { [order.redeemer]: order.id } : {}, ':one': 1 };
    return [
      { Update: { ...item, UpdateExpression: 'SET redemptions = :rs, redemption_count = :one, redeemed_by = :by ADD version :one', ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(redemptions) AND #state = :active', ExpressionAttributeNames: active, ExpressionAttributeValues: { ...values, ':active': 'active' } } },
      { Update: { ...claim, UpdateExpression: 'SET coupon.redemptions = :rs, coupon.redemption_count = :one, coupon.redeemed_by = :by, coupon.version = coupon.version + :one', ConditionExpression: 'couponId = :id', ExpressionAttributeValues: { ...values, ':id': coupon.id } } },
    ];
  }
  const names = { '#o': order.id, ...(perCustomer && { '#r': order.redeemer }) };
  const values = { ':r': redemption, ':one': 1, ...(perCustomer && { ':o': order.id }) };
  return [
    {
      Update: {
        ...item,
        UpdateExpression: `SET redemptions.#o = :r, redemption_count = redemption_count + :one${perCustomer ? ', redeemed_by.#r = :o' : ''} ADD version :one`,
        ConditionExpression: `attribute_exists(pk) AND #state = :active AND redemption_count < :limit${perCustomer ? ' AND attribute_not_exists(redeemed_by.#r)' : ''}`,
        ExpressionAttributeNames: { ...names, ...active },
        ExpressionAttributeValues: { ...values, ':active': 'active', ':limit': redemptionLimit(coupon) },
      },
    },
    {
      Update: {
        ...claim,
        UpdateExpression: `SET coupon.redemptions.#o = :r, coupon.redemption_count = coupon.redemption_count + :one, coupon.version = coupon.version + :one${perCustomer ? ', coupon.redeemed_by.#r = :o' : ''}`,
        ConditionExpression: 'couponId = :id',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':id': coupon.id },
      },
    },
  ];
};

/**
 * The writes that release an order's redemption (its cancellation), on the coupon and its claim's
 * copy: conditioned on the redemption being there, so a coupon deleted since is noticed and left out.
 * A coupon's code cannot change once redeemed, so the claim is still under the code the order kept.
 */
const releaseItems = (siteId: string, coupon: { id: string; code: string }, order: Order): TransactItem[] => {
  const names = { '#o': order.id, '#r': order.redeemer };
  return [
    {
      Update: {
        TableName: TABLE_NAME,
        Key: commerceKeys.coupon(siteId, coupon.id),
        UpdateExpression: 'REMOVE redemptions.#o, redeemed_by.#r SET redemption_count = redemption_count - :one ADD version :one',
        ConditionExpression: 'attribute_exists(redemptions.#o)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':one': 1 },
      },
    },
    {
      Update: {
        TableName: TABLE_NAME,
        Key: commerceKeys.couponCode(siteId, coupon.code),
        UpdateExpression: 'REMOVE coupon.redemptions.#o, coupon.redeemed_by.#r SET coupon.redemption_count = coupon.redemption_count - :one, coupon.version = coupon.version + :one',
        ConditionExpression: 'couponId = :id AND attribute_exists(coupon.redemptions.#o)',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':one': 1, ':id': coupon.id },
      },
    },
  ];
};

/**
 * Runs a transaction, answering the per-item cancellation codes instead of throwing when it is
 * cancelled. The request token makes the SDK's own retries of this very call idempotent.
 */
const transact = async (items: TransactItem[]): Promise<readonly string[] | undefined> => {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: randomUUID() }));
    return undefined;
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes || codes.includes('TransactionConflict')) throw error;
    return codes;
  }
};

const outOfStock = (shortfalls: { index: number; available: number }[]) =>
  conflict('out_of_stock', 'Not enough stock for some lines; nothing was ordered', { details: { lines: shortfalls } });

const couponUnavailable = (message: string) => conflict('coupon_unavailable', `${message}; nothing was ordered`);

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
    const taken: Taken[] = read.lines.flatMap((line) => (line.product?.track_inventory
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

    const stock = stockItems(siteId, taken, -1);
    const untracked = [...new Set(read.lines.filter((line) => !line.product?.track_inventory).map((line) => (line.product as Product).id))]
      .filter((id) => !stock.some((s) => s.productId === id));
    const items: TransactItem[] = [
      {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...orderKeys.order(siteId, order.id), ...(order.customer_id && { gsi1pk: orderKeys.customerOrders(siteId, order.customer_id), gsi1sk: order.id }), ...order },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      { Put: { TableName: TABLE_NAME, Item: { ...orderKeys.orderNumber(siteId, number), order_id: order.id }, ConditionExpression: 'attribute_not_exists(pk)' } },
      {
        Update: {
          TableName: TABLE_NAME,
          Key: orderKeys.counter(siteId),
          UpdateExpression: 'SET #last = :number',
          ConditionExpression: read.lastNumber === undefined ? 'attribute_not_exists(pk)' : '#last = :previous',
          ExpressionAttributeNames: { '#last': 'last' },
          ExpressionAttributeValues: { ':number': number, ...(read.lastNumber !== undefined && { ':previous': read.lastNumber }) },
        },
      },
      ...stock.map((s) => s.item),
      ...untracked.map((id): TransactItem => ({
        ConditionCheck: { TableName: TABLE_NAME, Key: productKeys.product(siteId, id), ConditionExpression: '#status = :active', ExpressionAttributeNames: STATUS, ExpressionAttributeValues: { ':active': 'active' } },
      })),
      ...(read.coupon ? redeemItems(siteId, read.coupon, order) : []),
    ];
    const codes = await transact(items);
    if (!codes) return order;
    const failed = (index: number) => codes[index] === 'ConditionalCheckFailed';
    const firstProduct = 3;
    const firstCoupon = firstProduct + stock.length + untracked.length;
    if (stock.some((_, index) => failed(firstProduct + index))) {
      // Stock ran out since the read: say how much is left now (one more read, on this path only).
      const again = await batchGet(stock.map((s) => productKeys.product(siteId, s.productId)));
      const now = read.lines.map((line) => {
        const item = line.product && again.get(keyId(productKeys.product(siteId, line.product.id)));
        return { ...line, product: item && toProduct(item) };
      });
      const short = stockShortfalls(now);
      if (short.length) throw outOfStock(short);
    }
    if (read.coupon && (failed(firstCoupon) || failed(firstCoupon + 1))) throw couponUnavailable(`The coupon ${read.coupon.code} is no longer available`);
    // The counter moved, or a product changed: read again and retry.
    throw new StaleRead('checkout collided with a concurrent change');
  }, { attempts: 12, backoffMs: 20 });

/** An order by id (one GetItem) or by number (two: the number claim, then the order). */
export const getOrder = async (siteId: string, ref: string): Promise<Order | undefined> => {
  let orderId = ref;
  if (!isId(ref)) {
    const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: orderKeys.orderNumber(siteId, Number(ref)), ConsistentRead: true }));
    if (!Item) return undefined;
    orderId = Item.order_id as string;
  }
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: orderKeys.order(siteId, orderId), ConsistentRead: true }));
  return Item && toOrder(Item);
};

/** Epoch seconds → the smallest / largest order id of that second (ids begin with their second). */
const idAtSecond = (seconds: number, fill: '0' | 'f') => Math.max(0, seconds).toString(16).padStart(8, '0') + fill.repeat(16);

/** The older list parameters: a customer picks the partition, a creation-time range the key range. */
export interface OrderFilter extends Pick<ListOrdersQuery, 'created_after' | 'created_before'> {
  readonly customerId?: string;
}

/**
 * The order list's fields and orders. The ORDER partition (or a customer's GSI1 partition) is in id
 * order, which is creation order and number order, so `created_at` and `number` are served by the
 * key both ways; a creation-time range narrows the key range. Other filters apply while reading.
 */
const orderList = (siteId: string, filter: OrderFilter): ListDeclaration => {
  const byCustomer = filter.customerId !== undefined;
  const [partitionKey, sortKey] = byCustomer ? ['gsi1pk', 'gsi1sk'] : ['pk', 'sk'];
  const partition = byCustomer ? orderKeys.customerOrders(siteId, filter.customerId as string) : orderKeys.orderPartition(siteId);
  const low = filter.created_after === undefined ? undefined : idAtSecond(Math.ceil(Date.parse(filter.created_after) / 1000), '0');
  const high = filter.created_before === undefined ? undefined : idAtSecond(Math.ceil(Date.parse(filter.created_before) / 1000) - 1, 'f');
  // An empty range still reads (nothing): BETWEEN with low > high is refused by DynamoDB, so clamp it.
  const range = low && high ? ` AND ${sortKey} BETWEEN :low AND :high` : low ? ` AND ${sortKey} >= :low` : high ? ` AND ${sortKey} <= :high` : '';
  const read = (forward: boolean) => ({
    input: {
      TableName: TABLE_NAME,
      ...(byCustomer && { IndexName: GSI1 }),
      KeyConditionExpression: `${partitionKey} = :pk${range}`,
      ExpressionAttributeValues: { ':pk': partition, ...(low && { ':low': low }), ...(high && { ':high': low && high < low ? low : high }) },
      ScanIndexForward: forward,
    },
    shape: { partition: [partitionKey, partition] as const, keyAttributes: byCustomer ? ['pk', 'sk', 'gsi1pk', 'gsi1sk'] : ['pk', 'sk'] },
  });
  return {
    catalogue: [
      { name: 'status', type: 'select', options: ORDER_STATUSES, read: (item) => item.status },
      { name: 'number', type: 'number', read: (item) => item.number },
      { name: 'total', type: 'number', read: (item) => fromMinor(item.total as number) },
      { name: 'email', type: 'string', read: (item) => item.email },
      { name: 'customer_id', type: 'id', read: (item) => item.customer_id },
      { name: 'created_at', type: 'datetime', read: (item) => item.created_at },
    ],
    orders: { '-created_at': read(false), created_at: read(true), '-number': read(false), number: read(true) },
  };
};

/**
 * A page of a site's orders, newest first unless `sort` says otherwise: one Query, on the ORDER
 * partition or, filtered by customer, on the customer's GSI1 partition (see queryList). `params`
 * are the request's query parameters (`where[…]`, `sort`, and `status`, which joins the filters).
 */
export const listOrders = async (siteId: string, filter: OrderFilter, params: Readonly<Record<string, string | undefined>>, page: PageRequest): Promise<Page<Order>> => {
  const { status, customer: _customer, created_after: _a, created_before: _b, ...rest } = params;
  const result = await queryList(orderList(siteId, filter), { ...rest, ...(status !== undefined && { 'where[status]': status }) }, page);
  return { ...result, items: result.items.map(toOrder) };
};

/**
 * Moves an order to `to` (409 invalid_transition when its status does not allow it): one GetItem
 * (two by number), then one TransactWriteItems conditioned on the status read, so of two racing
 * transitions exactly one wins. Cancelling gives the stock back and releases the coupon redemption
 * in the same transaction (a product or coupon deleted since is left out).
 * `customerId`: a customer acting through a session, who may only see, and cancel while pending, their own orders.
 */
export const transitionOrder = (siteId: string, ref: string, to: OrderStatus, note: string | undefined, customerId?: string): Promise<Order> => {
  const gone = new Set<string>();
  return withOptimisticRetry(async () => {
    const order = await getOrder(siteId, ref);
    if (!order || (customerId !== undefined && order.customer_id !== customerId)) throw notFound('Order');
    if (customerId !== undefined && !(to === 'cancelled' && order.status === 'pending')) {
      throw forbidden('customer_not_allowed', 'A customer may only cancel their own pending order');
    }
    if (!mayTransition(order.status, to)) {
      throw conflict('invalid_transition', `An order that is ${order.status} cannot become ${to}`, { details: { from: order.status, allowed: allowedFrom(order.status) } });
    }
    const now = timestamp();
    const next: Order = { ...order, status: to, history: [...order.history, { status: to, at: now, note: note ?? null }], updated_at: now, version: order.version + 1 };
    const cancelling = to === 'cancelled';
    const stock = cancelling ? stockItems(siteId, order.taken.filter((take) => !gone.has(take.product_id)), 1) : [];
    const coupon = cancelling && order.coupon && !gone.has(`coupon:${order.coupon.id}`) ? releaseItems(siteId, order.coupon, order) : [];
    const items: TransactItem[] = [
      {
        Update: {
          TableName: TABLE_NAME,
          Key: orderKeys.order(siteId, order.id),
          UpdateExpression: 'SET #status = :to, history = list_append(history, :entry), updated_at = :now ADD version :one',
          ConditionExpression: '#status = :from',
          ExpressionAttributeNames: STATUS,
          ExpressionAttributeValues: { ':to': to, ':from': order.status, ':entry': [next.history[next.history.length - 1]], ':now': now, ':one': 1 },
        },
      },
      ...stock.map((s) => s.item),
      ...coupon,
    ];
    const codes = await transact(items);
    if (!codes) return next;
    if (codes[0] === 'ConditionalCheckFailed') throw new StaleRead('order status changed concurrently');
    stock.forEach((s, index) => { if (codes[1 + index] === 'ConditionalCheckFailed') gone.add(s.productId); });
    if (order.coupon && coupon.length && codes.slice(1 + stock.length).includes('ConditionalCheckFailed')) gone.add(`coupon:${order.coupon.id}`);
    throw new StaleRead('a product or coupon of the order changed concurrently');
  }, { attempts: 5, backoffMs: 20 });
};
