import { randomBytes } from 'node:crypto';
import type { Principal } from '../auth/principal.js';
import { TABLE_NAME } from '../db/client.js';
import { sitePk, timestamp } from '../db/keys.js';
import { labelled, type TransactionItem } from '../db/transaction.js';

// An order's history: one item per change, under the order's own HISTORY partition, written by the
// change's own transaction (one more Put among its items: no extra request, and no change without its
// entry nor an entry without its change). Entry ids are time-ordered to the millisecond (historyId),
// so the partition read forwards is oldest first, also across Lambdas.

export const HISTORY_KINDS = [
  'created',
  'status_changed',
  'payment_started',
  'payment_event',
  'refund',
  'fulfillment_created',
  'fulfillment_cancelled',
  'note',
  'mail_sent',
  // Written by the invoicing work, in the transaction that numbers the invoice or the credit note.
  'invoice_created',
  'credit_note_created',
] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

export const ACTOR_TYPES = ['user', 'customer', 'token', 'provider', 'system'] as const;
/** Who made a change: a person (user), a buyer (customer), an API token, a payment provider or the platform's own workers. */
export interface HistoryActor {
  readonly type: (typeof ACTOR_TYPES)[number];
  readonly id?: string;
}

/** The platform's own work (a worker, a scheduled job). */
export const SYSTEM_ACTOR: HistoryActor = { type: 'system' };
/** A payment provider's event, named by the provider. */
export const providerActor = (provider: string): HistoryActor => ({ type: 'provider', id: provider });

/**
 * The actor of a request: the customer it acts as (a customer token, or a session sent with a site or
 * user token), else the person a user token belongs to, else the API token itself.
 */
export const actorOf = (principal: Principal, customerId?: string): HistoryActor =>
  customerId !== undefined
    ? { type: 'customer', id: customerId }
    : principal.token.kind === 'user' && principal.token.userId
      ? { type: 'user', id: principal.token.userId }
      : { type: 'token', id: principal.token.id };

/** The order an entry is about: its id, and its buyer, kept on each entry so a customer's read needs no read of the order. */
export interface HistoryOrder {
  readonly id: string;
  readonly customer_id: string | null;
}

/** A stored history entry. */
export interface HistoryEntry {
  readonly id: string;
  readonly order_id: string;
  /** The order's buyer (never shown): a customer's read checks it on the entries themselves. */
  readonly customer_id: string | null;
  readonly at: string;
  readonly kind: HistoryKind;
  readonly actor: HistoryActor;
  readonly details: Readonly<Record<string, unknown>>;
}

export const historyKeys = {
  partition: (siteId: string, orderId: string) => sitePk(siteId, `ORDER_HISTORY#${orderId}`),
  entry: (siteId: string, orderId: string, entryId: string) => ({
    pk: sitePk(siteId, `ORDER_HISTORY#${orderId}`),
    sk: entryId,
  }),
};

// Counts the entries this process keys, from a random start (below 2^19: it cannot wrap in one millisecond).
let counter = randomBytes(3).readUIntBE(0, 3) >>> 5;

/**
 * A history entry's key, 24 hex characters like every id: the second (8), the millisecond in it (3),
 * a per-process counter (5), then random bits (8). The changes of one order come from different
 * Lambdas (the checkout, then the payment started; a fulfilment, then its cancellation), each with its
 * own counter: newId's second and counter would sort two of them made in one second at random. Keyed
 * by the millisecond they sort as they happened, ties within one process by its counter. The second
 * comes first as in newId, so entries keyed before millisecond keys still sort among these by second.
 */
export const historyId = (at: Date = new Date()): string => {
  const ms = at.getTime();
  counter = (counter + 1) % 0x100000;
  return (
    Math.floor(ms / 1000)
      .toString(16)
      .padStart(8, '0') +
    (ms % 1000).toString(16).padStart(3, '0') +
    counter.toString(16).padStart(5, '0') +
    randomBytes(4).toString('hex')
  );
};

/** The stored entry (no I/O), under a time-ordered id. */
export const historyEntry = (
  order: HistoryOrder,
  kind: HistoryKind,
  actor: HistoryActor,
  details: Readonly<Record<string, unknown>> = {},
  at = new Date(),
): HistoryEntry => ({
  id: historyId(at),
  order_id: order.id,
  customer_id: order.customer_id,
  at: timestamp(at),
  kind,
  actor: actor.id === undefined ? { type: actor.type } : { type: actor.type, id: actor.id },
  details,
});

/** The stored item of one history entry, keys included. */
export const historyItem = (
  siteId: string,
  order: HistoryOrder,
  kind: HistoryKind,
  actor: HistoryActor,
  details: Readonly<Record<string, unknown>> = {},
) => {
  const entry = historyEntry(order, kind, actor, details);
  return { ...historyKeys.entry(siteId, order.id, entry.id), ...entry };
};

/**
 * The Put of one history entry, as an item of the change's own transaction (label `history`): a
 * fresh time-ordered key, so it never collides.
 */
export const historyPut = (
  siteId: string,
  order: HistoryOrder,
  kind: HistoryKind,
  actor: HistoryActor,
  details: Readonly<Record<string, unknown>> = {},
): TransactionItem => {
  return labelled('history', {
    Put: {
      TableName: TABLE_NAME,
      Item: historyItem(siteId, order, kind, actor, details),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });
};

/**
 * The entries of a change to an order (a payment's event, a capture, a fulfilment or its
 * cancellation): its own entry, and a `status_changed` entry when the change moves the order's
 * status (paid in full, fully shipped, no longer fully shipped).
 */
export const changeHistory = (
  siteId: string,
  before: HistoryOrder & { readonly status: string },
  after: { readonly status: string },
  kind: HistoryKind,
  actor: HistoryActor,
  details: Readonly<Record<string, unknown>>,
): TransactionItem[] => [
  historyPut(siteId, before, kind, actor, details),
  ...(after.status !== before.status
    ? [historyPut(siteId, before, 'status_changed', actor, { from: before.status, to: after.status, note: null })]
    : []),
];
