import { sitePk } from '../db/keys.js';

/** Keys of a site's tax settings: one item per site (its partition starts with the site id). */
export const taxKeys = {
  settings: (siteId: string) => ({ pk: sitePk(siteId, 'TAX_SETTINGS'), sk: 'singleton' }),
};
