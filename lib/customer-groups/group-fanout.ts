import type { Change } from '../events/event-map.js';
import { customers, type StoredCustomer } from '../customers/customers.js';
import { TABLE_NAME } from '../db/client.js';
import { getRecordById, saveRecord } from '../db/entity.js';
import { timestamp } from '../db/keys.js';
import { withOptimisticRetry } from '../db/optimistic-retry.js';
import { deleteKeys } from '../db/purge.js';
import { forEachPage } from '../db/query-all.js';
import { workQueue } from '../queues/work-queue.js';
import type { CustomerGroup } from './group-record.js';
import { customerGroups } from './groups.js';
import { groupKeys } from './keys.js';
import { membershipReleases } from './memberships.js';
import { groupRef } from './present.js';

/**
 * A group renamed or deleted changes its members' copies off the request path: the table stream's
 * reaction (lib/events/router.ts) queues one message per such change on this queue, and its
 * consumer walks the group's membership partition, rewriting each member (its copy of the group,
 * or without it once the group is gone) in the customer's own transaction. At least once and
 * idempotent: a member already up to date is left alone.
 */
export const GROUP_FANOUT_QUEUE = 'customer-group-fanout';

export interface GroupFanoutMessage {
  readonly site_id: string;
  readonly group_id: string;
}

const GROUP_PARTITION = /^([0-9a-f]{24})#CUSTOMER_GROUP$/;

/** The stream's reaction: a group deleted, or whose slug or name changed, queues its fan-out. */
export const queueGroupFanout = async (change: Change): Promise<void> => {
  const site = GROUP_PARTITION.exec(change.key.pk);
  const before = change.oldImage;
  const after = change.newImage;
  if (!site || !before) return; // a new group has no members yet
  if (after && after.slug === before.slug && after.name === before.name) return;
  await workQueue<GroupFanoutMessage>(GROUP_FANOUT_QUEUE).send({ site_id: site[1] as string, group_id: change.key.sk });
};

/** How many members are rewritten at once. */
const WRITES_AT_ONCE = 10;

/** The customer with its copy of the group as it now is (or without it): undefined when nothing changes. */
const refreshed = (
  customer: StoredCustomer,
  group: CustomerGroup | undefined,
  groupId: string,
): StoredCustomer | undefined => {
  const held = customer.groups ?? [];
  const current = held.find((copy) => copy.id === groupId);
  if (!current) return undefined;
  if (group && current.slug === group.slug && current.name === group.name) return undefined;
  const groups = group
    ? held.map((copy) => (copy.id === groupId ? groupRef(group) : copy))
    : held.filter((copy) => copy.id !== groupId);
  return { ...customer, groups, updated_at: timestamp(), version: (customer.version ?? 0) + 1 };
};

/** Rewrites one member: its read, then one TransactWriteItems (customer, memberships); a membership left by a customer that no longer holds the group is deleted. */
const refreshMember = (
  siteId: string,
  customerId: string,
  group: CustomerGroup | undefined,
  groupId: string,
): Promise<void> =>
  withOptimisticRetry(async () => {
    const customer = await getRecordById(customers, siteId, customerId);
    if (!customer || !(customer.groups ?? []).some((copy) => copy.id === groupId)) {
      await deleteKeys([groupKeys.member(siteId, groupId, customerId)]);
      return;
    }
    const next = refreshed(customer, group, groupId);
    if (next)
      await saveRecord(
        customers,
        siteId,
        customer,
        next,
        membershipReleases(siteId, customer.id, customer.groups, next.groups),
      );
  });

/** The consumer: brings every member of the group in line with it (one Query page at a time). */
export const fanOutGroup = async (message: GroupFanoutMessage): Promise<void> => {
  const siteId = message.site_id;
  const group = await getRecordById(customerGroups, siteId, message.group_id);
  await forEachPage(
    {
      TableName: TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ProjectionExpression: 'sk',
      ExpressionAttributeValues: { ':pk': groupKeys.memberPartition(siteId, message.group_id) },
    },
    async (items) => {
      const ids = items.map((item) => item.sk as string);
      for (let i = 0; i < ids.length; i += WRITES_AT_ONCE) {
        await Promise.all(
          ids.slice(i, i + WRITES_AT_ONCE).map((id) => refreshMember(siteId, id, group, message.group_id)),
        );
      }
    },
  );
};
