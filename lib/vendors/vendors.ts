import { mergeFields } from '../commerce/fields.js';
import { slugFrom, unreservedSlug } from '../commerce/slug.js';
import {
  type Entity,
  createRecord,
  getRecord,
  countRecords,
  listRecords,
  removeRecord,
  updateRecord,
} from '../db/entity.js';
import { newId, timestamp } from '../db/keys.js';
import type { Page, PageRequest } from '../db/pagination.js';
import { ApiError, conflict } from '../http/errors.js';
import { vendorKeys } from './keys.js';
import type { CreateVendor, UpdateVendor } from './schemas.js';
import type { Vendor } from './vendor-record.js';
import { vendorInUse, vendorUseCheck, vendorUseRefused } from './vendor-uses.js';

export type { Vendor } from './vendor-record.js';

/**
 * A vendor and its slug claim, which holds a copy of the vendor: a read by id or by slug is one
 * GetItem, and a product write resolves the vendor it names in the BatchGetItem it already makes.
 * Its delete carries the check of its use marker: refused (409 `in_use`) while a product names it.
 */
export const vendors: Entity<Vendor> = {
  name: 'Vendor',
  key: vendorKeys.vendor,
  version: 'version',
  claim: {
    value: (vendor) => vendor.slug,
    key: vendorKeys.vendorSlug,
    owner: 'vendor_id',
    copy: 'vendor',
    taken: (vendor) => conflict('slug_taken', `Another vendor of this site already uses the slug ${vendor.slug}`),
  },
  list: { partition: vendorKeys.vendorPartition },
  related: (siteId, current, next) => (current && !next ? [vendorUseCheck(siteId, current.id)] : []),
  relatedRefused: vendorUseRefused,
};

/** A vendor by id or slug: one GetItem. */
export const getVendor = (siteId: string, idOrSlug: string): Promise<Vendor | undefined> =>
  getRecord(vendors, siteId, idOrSlug);

/** A page of a site's vendors, oldest first: one Query on its VENDOR partition. */
export const listVendors = (siteId: string, page: PageRequest): Promise<Page<Vendor>> =>
  listRecords(vendors, siteId, page);

/** How many vendors the site has: a COUNT Query of the list's partition. */
export const countVendors = (siteId: string): Promise<number> => countRecords(vendors, siteId);

/** Creates a vendor: one TransactWriteItems (vendor and slug claim; 409 slug_taken). */
export const createVendor = async (siteId: string, input: CreateVendor): Promise<Vendor> => {
  const slug = unreservedSlug(slugFrom(input.slug, input.name));
  const at = new Date();
  const now = timestamp(at);
  return createRecord(vendors, siteId, {
    id: newId(at),
    slug,
    name: input.name,
    description: input.description ?? '',
    created_at: now,
    updated_at: now,
    version: 1,
  });
};

/**
 * Changes the fields given: the read (one GetItem), then one TransactWriteItems (the vendor and its
 * claim, moved when the slug changes: 409 slug_taken).
 */
export const updateVendor = (siteId: string, idOrSlug: string, patch: UpdateVendor): Promise<Vendor> =>
  updateRecord(vendors, siteId, idOrSlug, (current) => ({
    ...mergeFields(current, { ...patch, slug: unreservedSlug(patch.slug) }),
    updated_at: timestamp(),
    version: current.version + 1,
  }));

/**
 * Deletes a vendor, its slug claim and its use marker: the read, then one TransactWriteItems, refused
 * while a product names the vendor (409 `in_use`; then one Query names up to 100 of them). False
 * when it does not exist.
 */
export const deleteVendor = async (siteId: string, idOrSlug: string): Promise<boolean> => {
  let vendorId: string | undefined;
  try {
    const removed = await removeRecord(vendors, siteId, idOrSlug, {
      before: (current) => {
        vendorId = current.id;
      },
    });
    return removed !== undefined;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'in_use' && vendorId !== undefined)
      throw await vendorInUse(siteId, vendorId);
    throw error;
  }
};
