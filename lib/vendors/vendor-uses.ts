import { TABLE_NAME } from '../db/client.js';
import { labelled, type TransactionItem, type TransactionRefused } from '../db/transaction.js';
import { type ApiError, conflict, invalidField } from '../http/errors.js';
import { vendorKeys } from './keys.js';

/*
 * Use markers: one item per vendor holding the set of products that name it. A product write adds
 * or removes its id in its own transaction (and checks that the vendor it names exists); the
 * vendor's delete checks, in its own transaction, that the set is empty. A product added meanwhile
 * refuses the delete instead of naming a vendor that is gone, and the check costs the delete no
 * request. The same pattern as menus' link markers.
 */

/** Label of the delete's check; a refusal of it means "products name the vendor". */
export const VENDOR_USE = 'vendor-use';
/** Label of a product write's check that the vendor it names exists. */
export const VENDOR_EXISTS = 'vendor';

/** How many products a 409 `in_use` names at most. */
const USED_BY_SHOWN = 100;

/** The check a vendor's delete adds to its transaction: refused while a product names it (an emptied set is removed by DynamoDB). */
export const vendorUseCheck = (siteId: string, vendorId: string): TransactionItem =>
  labelled(VENDOR_USE, {
    ConditionCheck: {
      TableName: TABLE_NAME,
      Key: vendorKeys.use(siteId, vendorId),
      ConditionExpression: 'attribute_not_exists(products)',
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    },
  });

const productIdsOf = (marker: Record<string, unknown> | undefined): string[] => {
  const held = marker?.products as Set<string> | string[] | undefined;
  if (held instanceof Set) return [...held];
  return Array.isArray(held) ? held : [];
};

/** The 409 `in_use` for a delete refused by {@link vendorUseCheck}, naming the products the marker held. */
export const vendorInUse = (error: TransactionRefused): ApiError | undefined => {
  if (!error.refused(VENDOR_USE)) return undefined;
  const used_by = productIdsOf(error.oldItems.get(VENDOR_USE))
    .sort()
    .slice(0, USED_BY_SHOWN)
    .map((id) => ({ type: 'product', id, field: 'vendor' }));
  return conflict('in_use', 'Products name this vendor: give them another vendor or none first', {
    details: { used_by },
  });
};

/**
 * The items a product write adds for its vendor: when the vendor changes (or the product is
 * created or deleted), the product's id moves between the markers, and a vendor newly named must
 * exist (label `vendor`; see {@link unknownVendor}).
 */
export const vendorUseUpdates = (
  siteId: string,
  productId: string,
  before: string | undefined,
  after: string | undefined,
): TransactionItem[] => {
  if (before === after) return [];
  const marker = (vendorId: string, action: 'ADD' | 'DELETE') =>
    labelled(`${action === 'ADD' ? 'use' : 'unuse'}:vendor#${vendorId}`, {
      Update: {
        TableName: TABLE_NAME,
        Key: vendorKeys.use(siteId, vendorId),
        UpdateExpression: `${action} products :product`,
        ExpressionAttributeValues: { ':product': new Set([productId]) },
      },
    });
  return [
    ...(after === undefined
      ? []
      : [
          marker(after, 'ADD'),
          labelled(VENDOR_EXISTS, {
            ConditionCheck: {
              TableName: TABLE_NAME,
              Key: vendorKeys.vendor(siteId, after),
              ConditionExpression: 'attribute_exists(pk)',
            },
          }),
        ]),
    ...(before === undefined ? [] : [marker(before, 'DELETE')]),
  ];
};

/** The 422 for a product write whose vendor was deleted between its read and its write. */
export const unknownVendor = (error: TransactionRefused): ApiError | undefined =>
  error.refused(VENDOR_EXISTS) ? invalidField('vendor', 'names no vendor of this site', 'unknown_vendor') : undefined;
