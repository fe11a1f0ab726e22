import { batchGet, keyId } from '../db/batch-get.js';
import { isId } from '../db/keys.js';
import { invalidField } from '../http/errors.js';
import type { CustomerGroup } from './group-record.js';
import type { GroupRef } from './group-refs.js';
import { groupKeys } from './keys.js';
import { groupRef } from './present.js';

/** The item a group reference reads: the group by id, or its slug claim (which holds a copy of the group). */
export const groupRefKey = (siteId: string, ref: string) =>
  isId(ref) ? groupKeys.group(siteId, ref) : groupKeys.groupSlug(siteId, ref);

/** The group an item read by groupRefKey holds, if any. */
export const groupOfItem = (ref: string, item: Record<string, unknown> | undefined): CustomerGroup | undefined =>
  item === undefined
    ? undefined
    : isId(ref)
      ? (item as unknown as CustomerGroup)
      : (item.group as CustomerGroup | undefined);

/**
 * The groups a customer write names, as the customer keeps them: refs the customer already holds
 * need no read; the others are one BatchGetItem (ids and slugs alike). An unknown group is a 422
 * naming `groups`.
 */
export const resolveGroupRefs = async (
  siteId: string,
  refs: readonly string[],
  held: readonly GroupRef[] = [],
): Promise<GroupRef[]> => {
  const known = (ref: string) => held.find((group) => group.id === ref || group.slug === ref);
  const unread = refs.filter((ref) => !known(ref));
  const items = unread.length ? await batchGet(unread.map((ref) => groupRefKey(siteId, ref))) : new Map();
  const resolved: GroupRef[] = [];
  for (const ref of refs) {
    const group = known(ref) ?? groupOfItem(ref, items.get(keyId(groupRefKey(siteId, ref))));
    if (!group) throw invalidField('groups', `No customer group ${ref} on this site`, 'not_found');
    if (!resolved.some((other) => other.id === group.id)) resolved.push(groupRef(group));
  }
  return resolved;
};
