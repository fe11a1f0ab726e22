import type { Change } from '../events/event-map.js';
import { newId, sitePk, timestamp, ttlFrom } from '../db/keys.js';
import { TABLE_NAME } from '../db/client.js';
import { labelled, type TransactionItem } from '../db/transaction.js';
import { workQueue } from '../queues/work-queue.js';

// A customer account's mail (confirmation, welcome, password reset) is asked for by a request
// item written in the same transaction as the change that calls for it (the sign-up itself, or the
// reset's rate counters): no request of its own on the request path, and no mail for a change that
// did not happen. The table's stream then queues it (lib/events/router.ts), off the request path;
// the consumer (customer-mail.ts) sends it once, under a Message-ID made from the request's id.

/** The work queue of customer account mail: one message per request item. */
export const CUSTOMER_MAIL_QUEUE = 'customer-mail';

export type CustomerMailKind =
  | 'customer_confirmation'
  | 'customer_welcome'
  | 'password_reset'
  | 'order_confirmation'
  | 'order_shipped'
  | 'order_refunded';

/** What a request asks for: a kind, and the customer (by id) or, for a reset, only the address typed. */
export interface CustomerMailRequest {
  readonly kind: CustomerMailKind;
  /** The recipient: the customer's address, the new address of a change of e-mail, or the address a reset names. */
  readonly email: string;
  /** Absent for a reset: the consumer looks the address up, so the request path is the same whether it exists or not. */
  readonly customer_id?: string;
  /** The order an order mail is about (`order_confirmation`, `order_shipped`, `order_refunded`). */
  readonly order_id?: string;
}

/** A queue message: the request, with its site and id. */
export interface CustomerMailMessage extends CustomerMailRequest {
  readonly site_id: string;
  readonly request_id: string;
}

const PARTITION = 'CUSTOMER_MAIL';
/** A request item is only the stream's trigger: kept one day. */
const KEEP_SECONDS = 86_400;

export const customerMailKey = (siteId: string, requestId: string) => ({
  pk: sitePk(siteId, PARTITION),
  sk: requestId,
});

/** The request item, as an item of the caller's transaction (label `mail`). */
export const customerMailItem = (siteId: string, request: CustomerMailRequest, now = new Date()): TransactionItem =>
  labelled('mail', {
    Put: {
      TableName: TABLE_NAME,
      Item: {
        ...customerMailKey(siteId, newId(now)),
        ...request,
        created_at: timestamp(now),
        ttl: ttlFrom(now) + KEEP_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  });

/** What an order mail's request is about, read from its id (`order_shipped#<fulfilment>` → the fulfilment). */
export const mailSubject = (requestId: string): string | undefined => requestId.split('#')[1];

/**
 * The request of an order's mail, as an item of the transaction that pays or refunds it (label
 * `mail`), under a key made from what it is about (`order_confirmation#<order>`,
 * `order_shipped#<fulfilment>`, `order_refunded#<refund>`; read back by `mailSubject`): put again by a later change (a manual payment started, then the order
 * paid), it is no new item, so the stream queues nothing and the buyer gets the mail once.
 */
export const orderMailItem = (
  siteId: string,
  kind: 'order_confirmation' | 'order_shipped' | 'order_refunded',
  order: { readonly id: string; readonly email: string; readonly customer_id: string | null },
  about: string,
  now = new Date(),
): TransactionItem =>
  labelled('mail', {
    Put: {
      TableName: TABLE_NAME,
      Item: {
        ...customerMailKey(siteId, `${kind}#${about}`),
        kind,
        email: order.email,
        order_id: order.id,
        ...(order.customer_id && { customer_id: order.customer_id }),
        created_at: timestamp(now),
        ttl: ttlFrom(now) + KEEP_SECONDS,
      },
    },
  });

const REQUEST_KEY = /^([0-9a-f]{24})#CUSTOMER_MAIL$/;
const KINDS: ReadonlySet<string> = new Set<CustomerMailKind>([
  'customer_confirmation',
  'customer_welcome',
  'password_reset',
  'order_confirmation',
  'order_shipped',
  'order_refunded',
]);

/**
 * The stream's reaction to a request item (lib/events/router.ts): its insertion queues its mail. A
 * repeated stream record queues again, and the consumer's send log sends nothing twice.
 */
export const queueCustomerMail = async (change: Change): Promise<void> => {
  const match = REQUEST_KEY.exec(change.key.pk);
  const item = change.newImage;
  if (
    !match ||
    change.action !== 'INSERT' ||
    !item ||
    !KINDS.has(item.kind as string) ||
    typeof item.email !== 'string'
  )
    return;
  const message: CustomerMailMessage = {
    site_id: match[1] as string,
    request_id: change.key.sk,
    kind: item.kind as CustomerMailKind,
    email: item.email,
    ...(typeof item.customer_id === 'string' && { customer_id: item.customer_id }),
    ...(typeof item.order_id === 'string' && { order_id: item.order_id }),
  };
  await workQueue<CustomerMailMessage>(CUSTOMER_MAIL_QUEUE).send(message);
};
