import { sitePk } from '../db/keys.js';

/**
 * Keys of checkout profiles and their slug claims. Every partition starts with the site id (sitePk),
 * so a query or a GetItem can never reach another site's items: another site's resource is simply absent.
 */
export const checkoutProfileKeys = {
  checkoutProfile: (siteId: string, profileId: string) => ({ pk: sitePk(siteId, 'CHECKOUT_PROFILE'), sk: profileId }),
  checkoutProfilePartition: (siteId: string) => sitePk(siteId, 'CHECKOUT_PROFILE'),
  /** Slug claim of a checkout profile (uniqueness, and slug addressing: it carries a copy of the profile). */
  checkoutProfileSlug: (siteId: string, slug: string) => ({ pk: sitePk(siteId, 'CHECKOUT_PROFILE_SLUG'), sk: slug }),
};
