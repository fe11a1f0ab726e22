import { type Entity, createRecord, getRecord, listRecords, removeRecord, updateRecord } from '../db/entity.js';
import { slugFrom } from '../commerce/slug.js';
import { newId, timestamp } from '../db/keys.js';
import type { Page, PageRequest } from '../db/pagination.js';
import { conflict, invalidField } from '../http/errors.js';
import type { CustomerGroup } from './group-record.js';
import { groupKeys } from './keys.js';
import { RESERVED_GROUP_SLUGS, type CreateGroup, type UpdateGroup } from './schemas.js';

export type { CustomerGroup } from './group-record.js';

/**
 * A customer group and its slug claim, which holds a copy of the group: a read by id or by slug is
 * one GetItem, and a customer write resolves every group it names in one BatchGetItem.
 */
export const customerGroups: Entity<CustomerGroup> = {
  name: 'Customer group',
  key: groupKeys.group,
  version: 'version',
  claim: {
    value: (group) => group.slug,
    key: groupKeys.groupSlug,
    owner: 'group_id',
    copy: 'group',
    taken: (group) => conflict('slug_taken', `Another customer group of this site already uses the slug ${group.slug}`),
  },
  list: { partition: groupKeys.groupPartition },
};

/** A group by id or slug: one GetItem. */
export const getGroup = (siteId: string, idOrSlug: string): Promise<CustomerGroup | undefined> =>
  getRecord(customerGroups, siteId, idOrSlug);

/** A page of a site's groups, oldest first: one Query on its CUSTOMER_GROUP partition. */
export const listGroups = (siteId: string, page: PageRequest): Promise<Page<CustomerGroup>> =>
  listRecords(customerGroups, siteId, page);

const reservedSlug = (slug: string) => {
  if (RESERVED_GROUP_SLUGS.includes(slug)) throw invalidField('slug', 'is reserved', 'reserved');
  return slug;
};

/** Creates a group: one TransactWriteItems (group and slug claim; 409 slug_taken). */
export const createGroup = async (siteId: string, input: CreateGroup): Promise<CustomerGroup> => {
  const slug = reservedSlug(slugFrom(input.slug, input.name));
  const at = new Date();
  const now = timestamp(at);
  return createRecord(customerGroups, siteId, {
    id: newId(at),
    slug,
    name: input.name,
    description: input.description ?? '',
    tax_exempt: input.tax_exempt ?? false,
    created_at: now,
    updated_at: now,
    version: 1,
  });
};

/**
 * Changes the fields given: the read (one GetItem), then one TransactWriteItems (the group and its
 * claim, moved when the slug changes: 409 slug_taken). Members' copies follow off the request path.
 */
export const updateGroup = (siteId: string, idOrSlug: string, patch: UpdateGroup): Promise<CustomerGroup> =>
  updateRecord(customerGroups, siteId, idOrSlug, (current) => ({
    ...current,
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.slug !== undefined && { slug: reservedSlug(patch.slug) }),
    ...(patch.description !== undefined && { description: patch.description }),
    ...(patch.tax_exempt !== undefined && { tax_exempt: patch.tax_exempt }),
    updated_at: timestamp(),
    version: current.version + 1,
  }));

/**
 * Deletes a group and its slug claim: the read, then one TransactWriteItems. Its memberships and
 * the members' copies go off the request path (group-fanout.ts). False when it does not exist.
 */
export const deleteGroup = async (siteId: string, idOrSlug: string): Promise<boolean> =>
  (await removeRecord(customerGroups, siteId, idOrSlug)) !== undefined;
