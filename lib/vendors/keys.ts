import { sitePk } from '../db/keys.js';

/**
 * Keys of a site's vendors, their slug claims, their use markers and the products index. Every
 * partition starts with the site id (sitePk), so another site's vendor is simply absent.
 */
export const vendorKeys = {
  /** A vendor, in the site's VENDOR partition (listed by one Query). */
  vendor: (siteId: string, vendorId: string) => ({ pk: sitePk(siteId, 'VENDOR'), sk: vendorId }),
  vendorPartition: (siteId: string) => sitePk(siteId, 'VENDOR'),
  /** The slug claim: it holds a copy of the vendor, so a vendor named by slug is one GetItem. */
  vendorSlug: (siteId: string, slug: string) => ({ pk: sitePk(siteId, 'VENDOR_SLUG'), sk: slug.toLowerCase() }),
  /**
   * The use marker: how many products name the vendor, kept by every product write in its own
   * transaction, so that the vendor's delete can refuse in its own (a transaction cannot check
   * that an index partition is empty).
   */
  use: (siteId: string, vendorId: string) => ({ pk: sitePk(siteId, 'VENDOR_USE'), sk: vendorId }),
  /** GSI2 partition of the products of one vendor (gsi2sk: the product id, so in created_at order). */
  productIndex: (siteId: string, vendorId: string) => sitePk(siteId, `PRODUCT_VENDOR#${vendorId}`),
};
