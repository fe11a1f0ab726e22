import { TABLE_NAME } from '../db/client.js';
import { queryFilteredPage, queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { recordOf } from '../db/record.js';
import { historyKeys, type HistoryEntry, type HistoryKind } from './history.js';
import { orderChildPage } from './order-queries.js';

// Reading an order's history (its writes are in history.ts, which every changing path carries).

/** A stored history item → the entry. */
export const toHistoryEntry = /* @__PURE__ */ recordOf<HistoryEntry>();

/** Kinds a customer never sees (staff notes). */
const STAFF_ONLY_KINDS: readonly HistoryKind[] = ['note'];

/**
 * One Query of the order's history partition, oldest first; a customer's read filters the staff-only
 * entries out in the same single Query (a page may then hold fewer entries, its cursor still exact).
 */
const queryHistory = (siteId: string, orderId: string, page: PageRequest, staff: boolean) => {
  const pk = historyKeys.partition(siteId, orderId);
  const shape = { partition: ['pk', pk] as const, keyAttributes: ['pk', 'sk'] };
  const base = {
    TableName: TABLE_NAME,
    KeyConditionExpression: 'pk = :pk',
    ScanIndexForward: true,
    ConsistentRead: true,
  };
  return staff
    ? queryPage({ ...base, ExpressionAttributeValues: { ':pk': pk } }, page, shape)
    : queryFilteredPage(
        {
          ...base,
          FilterExpression: `NOT (#kind IN (${STAFF_ONLY_KINDS.map((_, index) => `:staff${index}`).join(', ')}))`,
          ExpressionAttributeNames: { '#kind': 'kind' },
          ExpressionAttributeValues: {
            ':pk': pk,
            ...Object.fromEntries(STAFF_ONLY_KINDS.map((kind, index) => [`:staff${index}`, kind])),
          },
        },
        page,
        shape,
      );
};

/**
 * A page of an order's history, oldest first, or undefined when the site has no such order (or it
 * is not the customer's): one Query of its history partition (every order has at least its
 * `created` entry, and each entry names the order's buyer, so the order itself is read only when
 * the page comes back empty, to tell an unknown order from an order whose history is hidden from
 * this caller or holds nothing yet). An order named by its number reads the number's claim first.
 * `customerId`: a customer acting through a session, who sees only their own orders, and no notes.
 */
export const listHistory = (
  siteId: string,
  ref: string,
  page: PageRequest,
  customerId?: string,
): Promise<Page<HistoryEntry> | undefined> =>
  orderChildPage(
    siteId,
    ref,
    customerId,
    (orderId) => queryHistory(siteId, orderId, page, customerId === undefined),
    toHistoryEntry,
  );

/** An entry as the API shows it. */
export const presentHistoryEntry = (entry: HistoryEntry) => ({
  id: entry.id,
  at: entry.at,
  kind: entry.kind,
  actor: entry.actor,
  details: entry.details,
});
