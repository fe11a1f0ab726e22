import { sitePk } from '../db/keys.js';

/** Whose custom fields: the site's customers or its products (site-wide; a product type adds its own). */
export type CustomFieldKind = 'customers' | 'products';

/**
 * Keys of a site's custom field definitions and of the claims of unique values. Both partitions
 * start with the site id, so another site's are simply not found.
 */
export const customFieldKeys = {
  /** The site's definitions of one kind: one item, read in the same request as the token by writes that check values. */
  definitions: (siteId: string, kind: string) => ({ pk: sitePk(siteId, 'CUSTOM_FIELDS'), sk: kind }),
  /** The claim of a unique field's value (`hash`: of the normalised value, so an encrypted field's claim shows nothing). */
  unique: (siteId: string, kind: CustomFieldKind, field: string, hash: string) => ({
    pk: sitePk(siteId, `CUSTOM_UNIQUE#${kind}#${field}`),
    sk: hash,
  }),
};
