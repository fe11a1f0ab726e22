import { batchGet, keyId } from '../db/batch-get.js';
import { getRecordById, saveRecord, updateRecord } from '../db/entity.js';
import { timestamp } from '../db/keys.js';
import { withOptimisticRetry } from '../db/optimistic-retry.js';
import { toRecord } from '../db/record.js';
import { notFound } from '../http/errors.js';
import { customers, type StoredCustomer } from '../customers/customers.js';
import { customerKey } from '../customers/keys.js';
import type { CustomerGroup } from './group-record.js';
import { groupOfItem, groupRefKey } from './group-resolve.js';
import type { GroupRef } from './group-refs.js';
import { membershipReleases } from './memberships.js';
import { groupRef } from './present.js';

/** How many customers' writes run at once when members are added. */
const WRITES_AT_ONCE = 10;

export interface AddMembersResult {
  readonly added: string[];
  readonly already_members: string[];
  readonly not_found: string[];
}

const BATCH_KEYS = 100;

/** Reads keys in BatchGetItems of at most 100 keys, sent at once. */
const readAll = async (keys: readonly { pk: string; sk: string }[]) => {
  const chunks: (typeof keys)[] = [];
  for (let i = 0; i < keys.length; i += BATCH_KEYS) chunks.push(keys.slice(i, i + BATCH_KEYS));
  return new Map((await Promise.all(chunks.map(batchGet))).flatMap((found) => [...found]));
};

/** The customer joined to a group: its copy of the group added, written with its new membership item (the entity's copies). */
const joined = (customer: StoredCustomer, group: GroupRef): StoredCustomer => ({
  ...customer,
  groups: [...(customer.groups ?? []), group],
  updated_at: timestamp(),
  version: (customer.version ?? 0) + 1,
});

/**
 * Adds one customer to a group, starting from the customer as read: one TransactWriteItems (the
 * customer and its membership), read again and retried on a concurrent change. 'member' when it
 * already was one, 'gone' when it no longer exists.
 */
const join = (siteId: string, read: StoredCustomer, group: GroupRef): Promise<'added' | 'member' | 'gone'> => {
  let first: StoredCustomer | undefined = read;
  return withOptimisticRetry(async () => {
    const current = first ?? (await getRecordById(customers, siteId, read.id));
    first = undefined;
    if (!current) return 'gone';
    if ((current.groups ?? []).some((held) => held.id === group.id)) return 'member';
    await saveRecord(customers, siteId, current, joined(current, group));
    return 'added';
  });
};

/**
 * Adds customers to a group: the group and every customer in one BatchGetItem (two past 99
 * customers), then one TransactWriteItems per customer not yet a member, ten at a time: each
 * customer is joined by its own transaction, so a call cut short leaves some joined and the retry
 * finds them among `already_members`. 404 when the group does not exist.
 */
export const addMembers = async (
  siteId: string,
  groupRefValue: string,
  customerIds: readonly string[],
): Promise<{ group: CustomerGroup; result: AddMembersResult }> => {
  const ids = [...new Set(customerIds)];
  const groupKey = groupRefKey(siteId, groupRefValue);
  const found = await readAll([groupKey, ...ids.map((id) => customerKey(siteId, id))]);
  const group = groupOfItem(groupRefValue, found.get(keyId(groupKey)));
  if (!group) throw notFound('Customer group');
  const ref = groupRef(group);
  const result: AddMembersResult = { added: [], already_members: [], not_found: [] };
  const outcomes = new Map<string, 'added' | 'member' | 'gone'>();
  const pending = ids.flatMap((id) => {
    const item = found.get(keyId(customerKey(siteId, id)));
    if (!item) {
      outcomes.set(id, 'gone');
      return [];
    }
    return [toRecord<StoredCustomer>(item)];
  });
  for (let i = 0; i < pending.length; i += WRITES_AT_ONCE) {
    await Promise.all(
      pending
        .slice(i, i + WRITES_AT_ONCE)
        .map(async (customer) => outcomes.set(customer.id, await join(siteId, customer, ref))),
    );
  }
  for (const id of ids) {
    const outcome = outcomes.get(id);
    (outcome === 'added' ? result.added : outcome === 'member' ? result.already_members : result.not_found).push(id);
  }
  return { group, result };
};

/**
 * Removes a customer from a group (an id or a slug, matched against the customer's own copies, so
 * the group itself is not read): the read of the customer, then one TransactWriteItems (the
 * customer and the delete of its membership). 404 when the customer does not exist or is not a member.
 */
export const removeMember = async (siteId: string, groupRefValue: string, customerRef: string): Promise<void> => {
  await updateRecord(
    customers,
    siteId,
    customerRef,
    (current) => {
      const groups = current.groups ?? [];
      if (!groups.some((held) => held.id === groupRefValue || held.slug === groupRefValue))
        throw notFound('Group member');
      return {
        ...current,
        groups: groups.filter((held) => held.id !== groupRefValue && held.slug !== groupRefValue),
        updated_at: timestamp(),
        version: (current.version ?? 0) + 1,
      };
    },
    { also: (current, next) => membershipReleases(siteId, current.id, current.groups, next.groups) },
  );
};
