import { TABLE_NAME } from '../db/client.js';
import { isId } from '../db/keys.js';
import { labelled, sendTransaction, TransactionRefused } from '../db/transaction.js';
import { notFound } from '../http/errors.js';
import { historyEntry, historyKeys, type HistoryActor, type HistoryEntry } from './history.js';
import { orderKeys } from './keys.js';
import { getOrder } from './order-queries.js';

/**
 * Adds a staff note to an order's history: one TransactWriteItems (the entry, and a check that the
 * order exists, so no note lands beside an order that is not there); an order named by its number
 * reads the number's claim first.
 */
export const addNote = async (
  siteId: string,
  ref: string,
  text: string,
  actor: HistoryActor,
): Promise<HistoryEntry> => {
  const orderId = isId(ref) ? ref : (await getOrder(siteId, ref))?.id;
  if (!orderId) throw notFound('Order');
  const entry = historyEntry(orderId, 'note', actor, { text });
  try {
    await sendTransaction([
      labelled('order', {
        ConditionCheck: {
          TableName: TABLE_NAME,
          Key: orderKeys.order(siteId, orderId),
          ConditionExpression: 'attribute_exists(pk)',
        },
      }),
      labelled('history', {
        Put: {
          TableName: TABLE_NAME,
          Item: { ...historyKeys.entry(siteId, orderId, entry.id), ...entry },
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
