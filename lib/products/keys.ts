import { sitePk } from '../db/keys.js';

/**
 * Keys of the catalog: products, product types and collections. Every partition starts with the
 * site id (sitePk), so another site's items are simply absent. A slug claim holds the owner's id
 * under `owner_id` (no copy: a product's stock changes without touching its claim).
 */
export const productKeys = {
  /** A product, in the site's PRODUCT partition (listed by one Query). */
  product: (siteId: string, productId: string) => ({ pk: sitePk(siteId, 'PRODUCT'), sk: productId }),
  productPartition: (siteId: string) => sitePk(siteId, 'PRODUCT'),
  productSlug: (siteId: string, slug: string) => ({ pk: sitePk(siteId, 'PRODUCT_SLUG'), sk: slug }),
  /** GSI1 partition of a site's products in one status (gsi1sk: the id), so `GET /products?status=` is one Query. */
  productStatusIndex: (siteId: string, status: string) => sitePk(siteId, `PRODUCT_STATUS#${status}`),

  productType: (siteId: string, typeId: string) => ({ pk: sitePk(siteId, 'PRODUCT_TYPE'), sk: typeId }),
  productTypePartition: (siteId: string) => sitePk(siteId, 'PRODUCT_TYPE'),
  productTypeSlug: (siteId: string, slug: string) => ({ pk: sitePk(siteId, 'PRODUCT_TYPE_SLUG'), sk: slug }),

  collection: (siteId: string, collectionId: string) => ({ pk: sitePk(siteId, 'COLLECTION'), sk: collectionId }),
  collectionPartition: (siteId: string) => sitePk(siteId, 'COLLECTION'),
  collectionSlug: (siteId: string, slug: string) => ({ pk: sitePk(siteId, 'COLLECTION_SLUG'), sk: slug }),
};
