import { TABLE_NAME } from '../db/client.js';
import { getRecordById, saveRecord } from '../db/entity.js';
import { timestamp } from '../db/keys.js';
import { withOptimisticRetry } from '../db/optimistic-retry.js';
import { forEachPage } from '../db/query-all.js';
import { GSI2 } from '../db/table.js';
import { products } from '../products/products.js';
import { vendorKeys } from './keys.js';
import { vendorRef } from './present.js';
import type { VendorFanoutMessage } from './vendor-changes.js';
import type { Vendor } from './vendor-record.js';
import { vendors } from './vendors.js';

/** How many products are rewritten at once. */
const WRITES_AT_ONCE = 10;

/**
 * Rewrites one product's copy of the vendor: its read, then one write conditioned on its version
 * (again on a concurrent change). At least once and idempotent: a product already up to date, or
 * that names another vendor by now, is left alone.
 */
const refreshProduct = (siteId: string, productId: string, vendor: Vendor): Promise<void> =>
  withOptimisticRetry(async () => {
    const product = await getRecordById(products, siteId, productId);
    const held = product?.vendor;
    if (!product || held?.id !== vendor.id || (held.slug === vendor.slug && held.name === vendor.name)) return;
    await saveRecord(products, siteId, product, {
      ...product,
      vendor: vendorRef(vendor),
      updated_at: timestamp(),
      version: product.version + 1,
    });
  });

/** The consumer: brings every product of the vendor in line with it (one Query page of its index at a time). */
export const fanOutVendor = async (message: VendorFanoutMessage): Promise<void> => {
  const siteId = message.site_id;
  const vendor = await getRecordById(vendors, siteId, message.vendor_id);
  if (!vendor) return; // deleted since: it had no products
  await forEachPage(
    {
      TableName: TABLE_NAME,
      IndexName: GSI2,
      KeyConditionExpression: 'gsi2pk = :pk',
      ProjectionExpression: 'sk',
      ExpressionAttributeValues: { ':pk': vendorKeys.productIndex(siteId, vendor.id) },
    },
    async (items) => {
      const ids = items.map((item) => item.sk as string);
      for (let i = 0; i < ids.length; i += WRITES_AT_ONCE) {
        await Promise.all(ids.slice(i, i + WRITES_AT_ONCE).map((id) => refreshProduct(siteId, id, vendor)));
      }
    },
  );
};
