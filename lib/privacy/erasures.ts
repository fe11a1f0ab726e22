import { customers } from '../customers/customers.js';
import { customerIndex } from '../customers/keys.js';
import { getRecordById, removeRecord, setRecordFields, type Stored } from '../db/entity.js';
import { isId, timestamp } from '../db/keys.js';
import { putIfAbsent } from '../db/one-item.js';
import { purgeQuery } from '../db/purge.js';
import { GSI1 } from '../db/table.js';
import { privacyKeys } from './keys.js';

/**
 * A customer's erasure (the right to be forgotten), on the request path: the account and
 * everything hanging off it go at once; the orders the shop keeps are anonymized off the request
 * path (erasure-worker.ts) from the erasure record this writes first.
 */

/** The record of one erasure: no personal data, only that and when the customer was erased. */
export interface Erasure {
  readonly id: string;
  readonly requested_at: string;
  /** Set by the worker once the orders are anonymized and the delivery logs cleaned. */
  readonly completed_at: string | null;
  readonly orders_anonymized: number;
}

export const erasures: Stored<Erasure> = { name: 'Erasure', key: privacyKeys.erasure };

/** An erasure record by the customer's id: one GetItem. */
export const getErasure = (siteId: string, customerId: string): Promise<Erasure | undefined> =>
  getRecordById(erasures, siteId, customerId);

/** Marks an erasure finished (the worker's last step): one UpdateItem. */
export const completeErasure = (siteId: string, customerId: string, ordersAnonymized: number) =>
  setRecordFields(
    erasures,
    siteId,
    customerId,
    { completed_at: timestamp(), orders_anonymized: ordersAnonymized },
    { completed_at: null },
  );

/**
 * Erases a customer named by id or e-mail address. In order, so that a failure midway is finished
 * by repeating the request (the erasure record marks the target first, as a change too large for
 * one transaction does):
 * 1. after the customer's read (one GetItem; two by e-mail), the erasure record (one conditional
 *    PutItem; kept when it exists): its stream record is the
 *    `customer.erased` event, starts the orders' anonymization, and silences the deletions that
 *    follow, which would otherwise send the customer's data to webhooks as `*.deleted` events;
 * 2. the customer's sessions and devices (one Query on its GSI1 partition, batched deletes);
 * 3. the account, its e-mail claim (the address is free for a new sign-up at once), its group
 *    memberships and its unique-value claims: one TransactWriteItems (the customer entity's delete).
 * No before-hook runs: a site's code may not veto a legal erasure request.
 * Undefined when no such customer exists and none was erased under that id.
 */
export const eraseCustomer = async (siteId: string, ref: string): Promise<Erasure | undefined> => {
  let erasure: Erasure | undefined;
  const erased = await removeRecord(customers, siteId, ref, {
    before: async (customer) => {
      const made: Erasure = { id: customer.id, requested_at: timestamp(), completed_at: null, orders_anonymized: 0 };
      // A repeated request (one that failed midway) answers with the erasure as first recorded.
      erasure = (await putIfAbsent({ ...privacyKeys.erasure(siteId, customer.id), ...made }))
        ? made
        : ((await getErasure(siteId, customer.id)) ?? made);
      await purgeQuery({
        IndexName: GSI1,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': customerIndex(siteId, customer.id) },
      });
    },
  });
  if (erased) return erasure;
  return isId(ref) ? getErasure(siteId, ref) : undefined;
};
