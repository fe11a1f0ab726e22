import { TABLE_NAME } from '../db/client.js';
import { depthAttributes, updateWithDepth } from '../hooks/write-depth.js';
import { newId, timestamp } from '../db/keys.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { readItem } from '../db/one-item.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { assertValid, conflict, notFound } from '../http/errors.js';
import { orderMailItem } from '../mail-templates/customer-mail-requests.js';
import { fulfillmentKeys, toFulfillment, type Fulfillment } from './fulfillment-record.js';
import {
  FULFILLABLE_STATUSES,
  fulfilledAfter,
  fulfillmentStatusOf,
  mergeLines,
  overFulfilled,
  statusWithFulfillment,
  unknownLines,
  type FulfillmentLine,
} from './fulfillment-rules.js';
import type { CreateFulfillment } from './fulfillment-schemas.js';
import { changeHistory, type HistoryActor } from './history.js';
import { orderKeys } from './keys.js';
import { toOrder, type Order } from './order-record.js';
import { getOrder, orderChildPage, orderIdOf } from './order-queries.js';

/** An order once a fulfilment's write has set its shipped lines. */
type ShippedOrder = Order & { readonly fulfilled_lines: Readonly<Record<string, number>> };

/** Of two writes racing on one order, the loser reads it again: a fulfilment is no rush. */
const RETRY = { attempts: 8, backoffMs: 10, maxBackoffMs: 200 } as const;

/**
 * The order's Update of a fulfilment or its cancellation: the lines shipped and the status they
 * move (with the order's own status history), conditioned on the version read, so two fulfilments
 * of the last unit cannot both pass: the second reads again and is refused. It records the write's
 * cloud-code depth (removed at depth 0), so the order's after-hooks cannot feed themselves forever
 * through a hook that ships.
 */
const orderUpdate = (siteId: string, order: Order, next: ShippedOrder, note: string, depth: number): TransactionItem =>
  labelled('order', {
    Update: {
      TableName: TABLE_NAME,
      Key: orderKeys.order(siteId, order.id),
      ...updateWithDepth(
        {
          set: [
            'fulfilled_lines = :lines',
            '#status = :status',
            'updated_at = :now',
            ...(next.status !== order.status ? ['history = list_append(history, :entry)'] : []),
          ],
          add: ['version :one'],
        },
        depth,
        {
          ':lines': next.fulfilled_lines,
          ':status': next.status,
          ':now': next.updated_at,
          ':one': 1,
          ':version': order.version,
          ...(next.status !== order.status && { ':entry': [{ status: next.status, at: next.updated_at, note }] }),
        },
      ),
      ConditionExpression: 'version = :version',
      ExpressionAttributeNames: { '#status': 'status' },
    },
  });

/** The order as shipping (`sign` 1) or giving back (−1) `lines` leaves it. */
const orderWithLines = (order: Order, lines: readonly FulfillmentLine[], sign: 1 | -1, now: string): ShippedOrder => {
  const fulfilled = { ...order, fulfilled_lines: fulfilledAfter(order, lines, sign) };
  return {
    ...fulfilled,
    status: statusWithFulfillment(order.status, fulfillmentStatusOf(fulfilled)),
    updated_at: now,
    version: order.version + 1,
  };
};

/** The details of a fulfilment's history entry: the fulfilment, and the order's fulfilment status after it. */
const fulfillmentDetails = (fulfillment: Fulfillment, next: Order) => ({
  fulfillment_id: fulfillment.id,
  lines: fulfillment.lines,
  fulfillment_status: fulfillmentStatusOf(next),
});

/** The fulfilment's Put (label `fulfillment`): a fresh id, never there before, with the write's depth. */
const fulfillmentPut = (siteId: string, fulfillment: Fulfillment, depth: number): TransactionItem =>
  labelled('fulfillment', {
    Put: {
      TableName: TABLE_NAME,
      Item: {
        ...fulfillmentKeys.fulfillment(siteId, fulfillment.order_id, fulfillment.id),
        ...fulfillment,
        ...depthAttributes(depth),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });

/** A new fulfilment record (no I/O). */
const newFulfillment = (
  order: Order,
  lines: readonly FulfillmentLine[],
  body: Omit<CreateFulfillment, 'lines'>,
  at: Date,
): Fulfillment => ({
  id: newId(at),
  order_id: order.id,
  customer_id: order.customer_id,
  status: 'success',
  lines,
  carrier: body.carrier ?? null,
  tracking_number: body.tracking_number ?? null,
  tracking_url: body.tracking_url ?? null,
  notify: body.notify ?? true,
  created_at: timestamp(at),
  updated_at: timestamp(at),
  cancelled_at: null,
});

/**
 * The items a manual move to `fulfilled` adds to its transition's transaction: a fulfilment of
 * whatever is left to ship (none when nothing is), its history entry, and the order's SET clauses
 * for the lines it ships. No mail: a manual fulfilment carries no tracking link. `depth`: the
 * transition's cloud-code depth, recorded on the fulfilment as on the order.
 */
export const remainderFulfillment = (
  siteId: string,
  order: Order,
  lines: readonly FulfillmentLine[],
  actor: HistoryActor,
  at: Date,
  depth = 0,
) => {
  if (!lines.length) return undefined;
  const fulfillment = newFulfillment(order, lines, { notify: false }, at);
  const next = orderWithLines(order, lines, 1, timestamp(at));
  return {
    items: [
      fulfillmentPut(siteId, fulfillment, depth),
      // The status it moves is the transition's own entry, with its note: `order` as the status after.
      ...changeHistory(siteId, order, order, 'fulfillment_created', actor, fulfillmentDetails(fulfillment, next)),
    ],
    set: ['fulfilled_lines = :fulfilledLines'],
    values: { ':fulfilledLines': next.fulfilled_lines },
    order: { fulfilled_lines: next.fulfilled_lines },
  };
};

/**
 * Ships (part of) an order's lines: one GetItem of the order (two by number), then one
 * TransactWriteItems: the fulfilment, the order's shipped lines and the status they
 * move (a paid order fully shipped becomes `fulfilled`) conditioned on the version read, the
 * history entries and, with `notify`, the buyer's `order_shipped` mail (asked for once, under the
 * fulfilment's id). A line never ships more than ordered − fulfilled − refunded: 409 `over_fulfilled`,
 * decided on the order as the write finds it (a concurrent fulfilment makes this one read again).
 * `depth`: the write's cloud-code depth (writeDepth), recorded on the order and the fulfilment.
 */
export const createFulfillment = (
  siteId: string,
  ref: string,
  body: CreateFulfillment,
  actor: HistoryActor,
  depth: number,
): Promise<Fulfillment> =>
  withOptimisticRetry(async () => {
    const order = await getOrder(siteId, ref);
    if (!order) throw notFound('Order');
    if (!FULFILLABLE_STATUSES.includes(order.status))
      throw conflict('order_not_fulfillable', `An order that is ${order.status} ships nothing more`, {
        details: { status: order.status },
      });
    const lines = mergeLines(body.lines);
    assertValid(unknownLines(order, body.lines));
    const over = overFulfilled(order, lines);
    if (over.length)
      throw conflict('over_fulfilled', 'A line cannot ship more than was ordered less what shipped or was refunded', {
        details: { lines: over },
      });
    const at = new Date();
    const fulfillment = newFulfillment(order, lines, body, at);
    const next = orderWithLines(order, lines, 1, fulfillment.created_at);
    const items = [
      orderUpdate(siteId, order, next, 'Fulfilled', depth),
      fulfillmentPut(siteId, fulfillment, depth),
      ...changeHistory(siteId, order, next, 'fulfillment_created', actor, fulfillmentDetails(fulfillment, next)),
      ...(fulfillment.notify ? [orderMailItem(siteId, 'order_shipped', order, fulfillment.id)] : []),
    ];
    try {
      await sendTransaction(items);
    } catch (error) {
      if (error instanceof TransactionRefused) throw new StaleRead('the order changed meanwhile', { cause: error });
      throw error;
    }
    return fulfillment;
  }, RETRY);

/**
 * Cancels a fulfilment, giving its quantities back to ship: one BatchGetItem (the order and the
 * fulfilment; an order named by number reads its number's claim first), then one
 * TransactWriteItems: the fulfilment `cancelled` (conditioned on it being `success`: cancelled
 * once), the order's shipped lines and status (a `fulfilled` order is `paid` again) conditioned on
 * its version, and the history. `depth`: the write's cloud-code depth, recorded on both.
 */
export const cancelFulfillment = (
  siteId: string,
  ref: string,
  fulfillmentId: string,
  actor: HistoryActor,
  depth: number,
): Promise<Fulfillment> =>
  withOptimisticRetry(async () => {
    const orderId = await orderIdOf(siteId, ref);
    if (!orderId) throw notFound('Order');
    const orderKey = orderKeys.order(siteId, orderId);
    const key = fulfillmentKeys.fulfillment(siteId, orderId, fulfillmentId);
    const found = await batchGet([orderKey, key]);
    const orderItem = found.get(keyId(orderKey));
    if (!orderItem) throw notFound('Order');
    const stored = found.get(keyId(key));
    if (!stored) throw notFound('Fulfillment');
    const order = toOrder(orderItem);
    const fulfillment = toFulfillment(stored);
    if (fulfillment.status === 'cancelled') throw conflict('already_cancelled', 'This fulfilment is cancelled already');
    if (order.status === 'cancelled')
      throw conflict('order_not_fulfillable', 'The order is cancelled', { details: { status: order.status } });
    const now = timestamp();
    const cancelled: Fulfillment = { ...fulfillment, status: 'cancelled', updated_at: now, cancelled_at: now };
    const next = orderWithLines(order, fulfillment.lines, -1, now);
    try {
      await sendTransaction([
        orderUpdate(siteId, order, next, 'Fulfilment cancelled', depth),
        labelled('fulfillment', {
          Update: {
            TableName: TABLE_NAME,
            Key: key,
            ...updateWithDepth({ set: ['#status = :cancelled', 'updated_at = :now', 'cancelled_at = :now'] }, depth, {
              ':cancelled': 'cancelled',
              ':success': 'success',
              ':now': now,
            }),
            ConditionExpression: '#status = :success',
            ExpressionAttributeNames: { '#status': 'status' },
          },
        }),
        ...changeHistory(siteId, order, next, 'fulfillment_cancelled', actor, fulfillmentDetails(cancelled, next)),
      ]);
    } catch (error) {
      if (error instanceof TransactionRefused) throw new StaleRead('the order changed meanwhile', { cause: error });
      throw error;
    }
    return cancelled;
  }, RETRY);

/**
 * One fulfilment of an order, or undefined when there is none (or the order is not the customer's):
 * one GetItem of the fulfilment (authentication prefetches it when the order is named by id; by
 * number the number's claim is read first). The fulfilment names the buyer: no read of the order.
 * `customerId`: a customer acting through a session or its own token, who sees only its own orders'.
 */
export const getFulfillment = async (
  siteId: string,
  ref: string,
  fulfillmentId: string,
  customerId?: string,
): Promise<Fulfillment | undefined> => {
  const orderId = await orderIdOf(siteId, ref);
  if (!orderId) return undefined;
  const item = await readItem(fulfillmentKeys.fulfillment(siteId, orderId, fulfillmentId));
  const fulfillment = item && toFulfillment(item);
  if (!fulfillment || (customerId !== undefined && fulfillment.customer_id !== customerId)) return undefined;
  return fulfillment;
};

/**
 * A page of an order's fulfilments, oldest first, or undefined when the site has no such order (or
 * it is not the customer's): one Query of the order's FULFILLMENT partition (each names the buyer),
 * after the number's claim for an order named by number; the order is read only when the page is
 * empty, to tell an unknown order from one with none.
 */
export const listFulfillments = (
  siteId: string,
  ref: string,
  page: PageRequest,
  customerId?: string,
): Promise<Page<Fulfillment> | undefined> =>
  orderChildPage(
    siteId,
    ref,
    customerId,
    (orderId) => {
      const pk = fulfillmentKeys.partition(siteId, orderId);
      return queryPage(
        {
          TableName: TABLE_NAME,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ScanIndexForward: true,
          ConsistentRead: true,
        },
        page,
        { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] },
      );
    },
    toFulfillment,
  );
