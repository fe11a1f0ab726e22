import { sitePk } from '../db/keys.js';

/**
 * Keys of a site's customer groups, their slug claims and their memberships. Every partition
 * starts with the site id (sitePk), so another site's group is simply absent.
 */
export const groupKeys = {
  /** A group, in the site's CUSTOMER_GROUP partition (listed by one Query). */
  group: (siteId: string, groupId: string) => ({ pk: sitePk(siteId, 'CUSTOMER_GROUP'), sk: groupId }),
  groupPartition: (siteId: string) => sitePk(siteId, 'CUSTOMER_GROUP'),
  /** The slug claim: it holds a copy of the group, so a group named by slug is one GetItem. */
  groupSlug: (siteId: string, slug: string) => ({ pk: sitePk(siteId, 'CUSTOMER_GROUP_SLUG'), sk: slug.toLowerCase() }),
  /**
   * One membership: a copy of the customer in the group's own partition, under the customer's id
   * (ids follow creation, so the partition is in the customers' created_at order).
   */
  member: (siteId: string, groupId: string, customerId: string) => ({
    pk: sitePk(siteId, `CUSTOMER_GROUP_MEMBER#${groupId}`),
    sk: customerId,
  }),
  memberPartition: (siteId: string, groupId: string) => sitePk(siteId, `CUSTOMER_GROUP_MEMBER#${groupId}`),
  /** GSI1 partition of a group's memberships by its slug, so a list by slug is one Query too. */
  memberSlugIndex: (siteId: string, slug: string) => sitePk(siteId, `CUSTOMER_GROUP_MEMBER_SLUG#${slug.toLowerCase()}`),
};
