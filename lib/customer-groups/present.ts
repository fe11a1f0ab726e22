import type { CustomerGroup } from './group-record.js';
import type { GroupRef } from './group-refs.js';

/** Public shape of a customer group. */
export const presentGroup = (group: CustomerGroup, base: string) => ({
  id: group.id,
  url: `${base}/customer_groups/${group.id}`,
  slug: group.slug,
  name: group.name,
  description: group.description,
  tax_exempt: group.tax_exempt,
  created_at: group.created_at,
  updated_at: group.updated_at,
});

/** The copy a customer keeps of a group it belongs to. */
export const groupRef = (group: Pick<CustomerGroup, 'id' | 'slug' | 'name'>): GroupRef => ({
  id: group.id,
  slug: group.slug,
  name: group.name,
});
