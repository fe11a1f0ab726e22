import { TABLE_NAME } from '../db/client.js';
import { readItem } from '../db/one-item.js';
import { isId } from '../db/keys.js';
import { countList } from '../db/count.js';
import { queryList, type ListDeclaration } from '../db/list-query.js';
import type { Page, PageRequest } from '../db/pagination.js';
import { GSI1 } from '../db/table.js';
import { fromMinor } from '../commerce/money.js';
import { orderKeys } from './keys.js';
import { orderIdOf } from './order-ref.js';
import { toOrder, type Order } from './order-record.js';
import { ORDER_STATUSES, type ListOrdersQuery } from './schemas.js';

/** An order by id (one GetItem) or by number (two: the number claim, then the order). */
export const getOrder = async (siteId: string, ref: string): Promise<Order | undefined> => {
  let orderId = ref;
  if (!isId(ref)) {
    const claim = await readItem(orderKeys.orderNumber(siteId, Number(ref)));
    if (!claim) return undefined;
    orderId = claim.order_id as string;
  }
  const item = await readItem(orderKeys.order(siteId, orderId));
  return item && toOrder(item);
};

/**
 * The id of an order named by its id (no I/O) or by its number (one GetItem of the number's claim,
 * never the order): undefined when the site has no such number. Whether an id names an order is
 * left to the caller's own read.
 */
export { orderIdOf };

/**
 * A page of one of an order's own partitions whose items each name the order's buyer (its
 * fulfilments, its history), or undefined when the site has no such order or it is not the
 * customer's: `query` of the partition, after the number's claim for an order named by number. The
 * items tell the buyer, so the order itself is read only when the page comes back empty, to tell an
 * unknown order from one with nothing (for this caller) yet. `customerId`: a customer acting through
 * a session or its own token, who sees only its own orders'.
 */
export const orderChildPage = async <T extends { readonly customer_id: string | null }>(
  siteId: string,
  ref: string,
  customerId: string | undefined,
  query: (orderId: string) => Promise<Page<Record<string, unknown>>>,
  toRecord: (item: Record<string, unknown>) => T,
): Promise<Page<T> | undefined> => {
  const orderId = await orderIdOf(siteId, ref);
  if (!orderId) return undefined;
  const result = await query(orderId);
  const items = result.items.map(toRecord);
  const buyer =
    items[0] !== undefined
      ? items[0].customer_id
      : ((await readItem(orderKeys.order(siteId, orderId)))?.customer_id as string | null | undefined);
  if (buyer === undefined || (customerId !== undefined && buyer !== customerId)) return undefined;
  return { ...result, items };
};

/** Epoch seconds → the smallest / largest order id of that second (ids begin with their second). */
const idAtSecond = (seconds: number, fill: '0' | 'f') =>
  Math.max(0, seconds).toString(16).padStart(8, '0') + fill.repeat(16);

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
  const partition = byCustomer
    ? orderKeys.customerOrders(siteId, filter.customerId as string)
    : orderKeys.orderPartition(siteId);
  const low =
    filter.created_after === undefined
      ? undefined
      : idAtSecond(Math.ceil(Date.parse(filter.created_after) / 1000), '0');
  const high =
    filter.created_before === undefined
      ? undefined
      : idAtSecond(Math.ceil(Date.parse(filter.created_before) / 1000) - 1, 'f');
  // An empty range still reads (nothing): BETWEEN with low > high is refused by DynamoDB, so clamp it.
  const range =
    low && high
      ? ` AND ${sortKey} BETWEEN :low AND :high`
      : low
        ? ` AND ${sortKey} >= :low`
        : high
          ? ` AND ${sortKey} <= :high`
          : '';
  const read = (forward: boolean) => ({
    input: {
      TableName: TABLE_NAME,
      ...(byCustomer && { IndexName: GSI1 }),
      KeyConditionExpression: `${partitionKey} = :pk${range}`,
      ExpressionAttributeValues: {
        ':pk': partition,
        ...(low && { ':low': low }),
        ...(high && { ':high': low && high < low ? low : high }),
      },
      ScanIndexForward: forward,
    },
    shape: {
      partition: [partitionKey, partition] as const,
      keyAttributes: byCustomer ? ['pk', 'sk', 'gsi1pk', 'gsi1sk'] : ['pk', 'sk'],
    },
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
export const listOrders = async (
  siteId: string,
  filter: OrderFilter,
  params: Readonly<Record<string, string | undefined>>,
  page: PageRequest,
): Promise<Page<Order>> => {
  const result = await queryList(orderList(siteId, filter), orderListParams(params), page);
  return { ...result, items: result.items.map(toOrder) };
};

/** The list query of the request's parameters: the older ones that pick the range leave, `status` joins the filters. */
const orderListParams = (params: Readonly<Record<string, string | undefined>>) => {
  const { status, customer: _customer, created_after: _a, created_before: _b, ...rest } = params;
  return { ...rest, ...(status !== undefined && { 'where[status]': status }) };
};

/**
 * How many orders the list holds for the same parameters: a COUNT Query on the same range (the
 * ORDER partition or the customer's GSI1 partition, narrowed by created_after/before); with `status`
 * or `where[…]`, that range's orders read and counted in code (see countItems).
 */
export const countOrders = (
  siteId: string,
  filter: OrderFilter,
  params: Readonly<Record<string, string | undefined>>,
): Promise<number> => countList(orderList(siteId, filter), orderListParams(params));
