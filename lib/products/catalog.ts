import type { ClaimDeclaration } from '../db/entity.js';
import type { ItemKey } from '../db/keys.js';
import { conflict } from '../http/errors.js';

/**
 * What products, product types and collections share: a slug claim holding the owner's id under
 * `owner_id` (no copy: a product's stock changes without touching its claim).
 */

/** The slug claim of a catalog entity (`what` names it in the 409). */
export const slugClaim = <T extends { readonly slug: string }>(
  what: string,
  key: (siteId: string, slug: string) => ItemKey,
): ClaimDeclaration<T> => ({
  value: (record) => record.slug,
  key,
  owner: 'owner_id',
  taken: (record) => conflict('slug_taken', `Another ${what} of this site already uses the slug ${record.slug}`),
});
