import { TABLE_NAME } from '../db/client.js';
import { labelled, sendTransaction, TransactionRefused } from '../db/transaction.js';
import { notFound } from '../http/errors.js';
import { historyEntry, historyKeys, type HistoryActor, type HistoryEntry } from './history.js';
import { orderKeys } from './keys.js';
import { getOrder } from './order-queries.js';

/**
 * Adds a staff note to an order's history: one GetItem of the order (two by number), then one
 * TransactWriteItems: the entry, and a check that the order is still there.
 */
export const addNote = async (
  siteId: string,
  ref: string,
  text: string,
  actor: HistoryActor,
): Promise<HistoryEntry> => {
  const order = await getOrder(siteId, ref);
  if (!order) throw notFound('Order');
  const entry = historyEntry(order, 'note', actor, { text });
  try {
    await sendTransaction([
      labelled('order', {
        ConditionCheck: {
          TableName: TABLE_NAME,
          Key: orderKeys.order(siteId, order.id),
          ConditionExpression: 'attribute_exists(pk)',
        },
      }),
      labelled('history', {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...historyKeys.entry(siteId, order.id, entry.id), ...entry },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
    ]);
  } catch (error) {
    if (error instanceof TransactionRefused && error.refused('order')) throw notFound('Order');
    throw error;
  }
  return entry;
};
