import { sitePk } from '../db/keys.js';

/**
 * Keys of shipping rates and the site's default-rate marker. Every partition starts with the site id (sitePk),
 * so a query or a GetItem can never reach another site's items: another site's resource is simply absent.
 */
export const shippingRateKeys = {
  /** A shipping rate, in the site's SHIPPING_RATE partition (listed by one Query). */
  shippingRate: (siteId: string, rateId: string) => ({ pk: sitePk(siteId, 'SHIPPING_RATE'), sk: rateId }),
  shippingRatePartition: (siteId: string) => sitePk(siteId, 'SHIPPING_RATE'),
  /** The site's default-rate marker: names the one default rate; every default change conditions on it. */
  defaultShippingRate: (siteId: string) => ({ pk: sitePk(siteId, 'SHIPPING_RATE_DEFAULT'), sk: 'DEFAULT' }),
};
