import { TABLE_NAME } from '../db/client.js';
import { queryOnce } from '../db/query-all.js';
import { GSI2 } from '../db/table.js';
import { labelled, type TransactionItem, type TransactionRefused } from '../db/transaction.js';
import { type ApiError, conflict, invalidField } from '../http/errors.js';
import { vendorKeys } from './keys.js';
import type { VendorRef } from './vendor-record.js';

/*
 * Use markers: one item per vendor counting the products that name it (`product_count`). A product
 * write that changes its vendor adds 1 to the new vendor's count and −1 to the old one's in its own
 * transaction (and checks that the vendor it names exists); the vendor's delete removes the marker,
 * in its own transaction, on condition that the count is 0 (or that there is none). A product added
 * meanwhile refuses the delete instead of naming a vendor that is gone, and the check costs the
 * delete no request. A number, not the set of ids: the item stays a few bytes however many products
 * name the vendor (a set outgrew the 400 KB item limit at about 15,000 products, and every write of
 * it cost its whole size); the refused delete's `used_by` is read from the vendor's products index
 * instead. The same pattern as menus' link markers.
 */

/** Label of the delete's check; a refusal of it means "products name the vendor". */
export const VENDOR_USE = 'vendor-use';
/** Label of a product write's check that the vendor it names exists. */
const VENDOR_EXISTS = 'vendor';

/** How many products a 409 `in_use` names at most. */
const USED_BY_SHOWN = 100;

const IN_USE = 'Products name this vendor: give them another vendor or none first';

/**
 * The item a vendor's delete adds to its transaction: the marker's removal, refused while a product
 * names the vendor (a Delete rather than a ConditionCheck, so no marker outlives its vendor).
 */
export const vendorUseCheck = (siteId: string, vendorId: string): TransactionItem =>
  labelled(VENDOR_USE, {
    Delete: {
      TableName: TABLE_NAME,
      Key: vendorKeys.use(siteId, vendorId),
      ConditionExpression: 'attribute_not_exists(product_count) OR product_count = :zero',
      ExpressionAttributeValues: { ':zero': 0 },
    },
  });

/** Whether a delete was refused by {@link vendorUseCheck}: the 409, whose `used_by` {@link vendorInUse} reads. */
export const vendorUseRefused = (error: TransactionRefused): ApiError | undefined =>
  error.refused(VENDOR_USE) ? conflict('in_use', IN_USE) : undefined;

/**
 * The 409 `in_use` naming up to 100 of the vendor's products (oldest first): one Query (Limit 100)
 * of its products index, made only when the delete was refused. The index is eventually consistent:
 * a product written a moment before may be missing from the list, never from the count.
 */
export const vendorInUse = async (siteId: string, vendorId: string): Promise<ApiError> => {
  const items = await queryOnce({
    TableName: TABLE_NAME,
    IndexName: GSI2,
    KeyConditionExpression: 'gsi2pk = :pk',
    ExpressionAttributeValues: { ':pk': vendorKeys.productIndex(siteId, vendorId) },
    ProjectionExpression: 'sk',
    Limit: USED_BY_SHOWN,
  });
  const used_by = items.map((item) => ({ type: 'product', id: item.sk as string, field: 'vendor' }));
  return conflict('in_use', IN_USE, { details: { used_by } });
};

/**
 * The items a product write adds for its vendor: when the vendor changes (or the product is
 * created or deleted), 1 moves between the markers' counts, and the vendor newly named must still be
 * what the write read (label `vendor`): its slug and name as the product's copy holds them. A vendor
 * renamed between the product's read and its write would otherwise leave the old name on a product
 * the rename's fan-out, reading an eventually consistent index, may miss; conditioning on the copied
 * fields rather than the vendor's version spares a retry when only its description changed.
 */
export const vendorUseUpdates = (
  siteId: string,
  before: string | undefined,
  after: VendorRef | undefined,
): TransactionItem[] => {
  if (before === after?.id) return [];
  const marker = (vendorId: string, delta: 1 | -1) =>
    labelled(`${delta > 0 ? 'use' : 'unuse'}:vendor#${vendorId}`, {
      Update: {
        TableName: TABLE_NAME,
        Key: vendorKeys.use(siteId, vendorId),
        UpdateExpression: 'ADD product_count :delta',
        ExpressionAttributeValues: { ':delta': delta },
      },
    });
  return [
    ...(after === undefined
      ? []
      : [
          marker(after.id, 1),
          labelled(VENDOR_EXISTS, {
            ConditionCheck: {
              TableName: TABLE_NAME,
              Key: vendorKeys.vendor(siteId, after.id),
              ConditionExpression: 'slug = :slug AND #name = :name',
              ExpressionAttributeNames: { '#name': 'name' },
              ExpressionAttributeValues: { ':slug': after.slug, ':name': after.name },
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          }),
        ]),
    ...(before === undefined ? [] : [marker(before, -1)]),
  ];
};

/**
 * The 422 for a product write whose vendor was deleted between its read and its write; undefined
 * (a StaleRead, so the write reads again) when the vendor is there but was renamed meanwhile.
 */
export const unknownVendor = (error: TransactionRefused): ApiError | undefined =>
  error.refused(VENDOR_EXISTS) && !error.oldItems.has(VENDOR_EXISTS)
    ? invalidField('vendor', 'names no vendor of this site', 'unknown_vendor')
    : undefined;
