import type { Vendor, VendorRef } from './vendor-record.js';

/** Public shape of a vendor. */
export const presentVendor = (vendor: Vendor, base: string) => ({
  id: vendor.id,
  url: `${base}/vendors/${vendor.id}`,
  slug: vendor.slug,
  name: vendor.name,
  description: vendor.description,
  created_at: vendor.created_at,
  updated_at: vendor.updated_at,
});

/** The copy a product keeps of its vendor. */
export const vendorRef = (vendor: Pick<Vendor, 'id' | 'slug' | 'name'>): VendorRef => ({
  id: vendor.id,
  slug: vendor.slug,
  name: vendor.name,
});
