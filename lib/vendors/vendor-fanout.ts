import { TABLE_NAME } from '../db/client.js';
import { getRecordById, saveRecord } from '../db/entity.js';
import { timestamp } from '../db/keys.js';
import { withOptimisticRetry } from '../db/optimistic-retry.js';
import { forEachPage } from '../db/query-all.js';
import { GSI2 } from '../db/table.js';
import { type Product, toProduct } from '../products/product-record.js';
import { products } from '../products/products.js';
import { vendorKeys } from './keys.js';
import { vendorRef } from './present.js';
import type { VendorFanoutMessage } from './vendor-changes.js';
import type { Vendor } from './vendor-record.js';
import { vendors } from './vendors.js';

/** How many products are rewritten at once. */
const WRITES_AT_ONCE = 10;

/**
 * Rewrites one product's copy of the vendor: the product as its index page held it, then one write
 * conditioned on its version; on a concurrent change (or an index copy behind the table) it is
 * read again and retried. At least once and idempotent: a product already up to date, or that
 * names another vendor by now, is left alone.
 */
const refreshProduct = (siteId: string, listed: Product, vendor: Vendor): Promise<void> =>
  withOptimisticRetry(async (attempt) => {
    const product = attempt === 1 ? listed : await getRecordById(products, siteId, listed.id);
    const held = product?.vendor;
    if (!product || held?.id !== vendor.id || (held.slug === vendor.slug && held.name === vendor.name)) return;
    await saveRecord(products, siteId, product, {
      ...product,
      vendor: vendorRef(vendor),
      updated_at: timestamp(),
      version: product.version + 1,
    });
  });

/**
 * The consumer: brings every product of the vendor in line with it, one Query page of its index at
 * a time. The index projects whole products, so a product up to date costs nothing more and one
 * behind costs its write.
 */
export const fanOutVendor = async (message: VendorFanoutMessage): Promise<void> => {
  const siteId = message.site_id;
  const vendor = await getRecordById(vendors, siteId, message.vendor_id);
  if (!vendor) return; // deleted since: it had no products
  await forEachPage(
    {
      TableName: TABLE_NAME,
      IndexName: GSI2,
      KeyConditionExpression: 'gsi2pk = :pk',
      ExpressionAttributeValues: { ':pk': vendorKeys.productIndex(siteId, vendor.id) },
    },
    async (items) => {
      const listed = items.map((item) => toProduct(item));
      for (let i = 0; i < listed.length; i += WRITES_AT_ONCE) {
        await Promise.all(
          listed.slice(i, i + WRITES_AT_ONCE).map((product) => refreshProduct(siteId, product, vendor)),
        );
      }
    },
  );
};
