import { TABLE_NAME } from '../db/client.js';
import type { ItemKey } from '../db/keys.js';
import { labelled, type TransactionItem } from '../db/transaction.js';
import type { GroupRef } from './group-refs.js';
import { groupKeys } from './keys.js';

// A customer's memberships: one item per (group, customer) in the group's partition, holding a
// copy of the customer (written by the customer entity's `copies`, in the customer's own
// transaction), so that a group's members are one Query of its partition.

/** The membership items of a customer's groups: their keys and the slug index (the customer's copy is added by the entity helper). */
export const membershipCopies = (
  siteId: string,
  customer: { readonly id: string; readonly groups?: readonly GroupRef[] },
): (ItemKey & Record<string, unknown>)[] =>
  (customer.groups ?? []).map((group) => ({
    ...groupKeys.member(siteId, group.id, customer.id),
    gsi1pk: groupKeys.memberSlugIndex(siteId, group.slug),
    gsi1sk: customer.id,
  }));

/** Deletes of the memberships a customer leaves (groups it held and no longer holds), for its own transaction. */
export const membershipReleases = (
  siteId: string,
  customerId: string,
  before: readonly GroupRef[] = [],
  after: readonly GroupRef[] = [],
): TransactionItem[] =>
  before
    .filter((group) => !after.some((kept) => kept.id === group.id))
    .map((group) =>
      labelled('membership-release', {
        Delete: { TableName: TABLE_NAME, Key: groupKeys.member(siteId, group.id, customerId) },
      }),
    );
