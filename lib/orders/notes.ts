import { putNewItem } from '../db/one-item.js';
import { notFound } from '../http/errors.js';
import { historyItem, type HistoryActor, type HistoryEntry } from './history.js';
import { toHistoryEntry } from './history-queries.js';
import { getOrder } from './order-queries.js';

/**
 * Adds a staff note to an order's history: one GetItem of the order (two by number), then one
 * PutItem of the entry under a fresh key. No transaction: a note changes nothing else, no route
 * deletes an order, and a transaction checking the order would collide on AWS with the payments and
 * fulfilments writing it (TransactionConflict).
 */
export const addNote = async (
  siteId: string,
  ref: string,
  text: string,
  actor: HistoryActor,
): Promise<HistoryEntry> => {
  const order = await getOrder(siteId, ref);
  if (!order) throw notFound('Order');
  const item = historyItem(siteId, order, 'note', actor, { text });
  await putNewItem(item);
  return toHistoryEntry(item);
};
