import { buildCustomizations, type Customization } from '../commerce/customizations.js';
import { mergeFields } from '../commerce/fields.js';
import { slugFrom, unreservedSlug } from '../commerce/slug.js';
import { type Entity, createRecord, removeRecord, updateRecord } from '../db/entity.js';
import { newId, timestamp } from '../db/keys.js';
import { assertValid } from '../http/errors.js';
import { slugClaim } from './catalog.js';
import { productKeys } from './keys.js';
import type { CreateProductType, UpdateProductType } from './schemas.js';

/** A stored product type: the custom field definitions of its products. `version` is never shown. */
export interface ProductType {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly customizations: readonly Customization[];
  /** The VAT category of its products (a product's own wins); absent: the standard rate. */
  readonly tax_category?: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly version: number;
}

/**
 * A product type and its slug claim: `getRecord(productTypes, …)` reads one by id (one GetItem) or by slug
 * (two: the claim, then the type); `listRecords(productTypes, …)` the site's, oldest first (one Query on its
 * PRODUCT_TYPE partition).
 */
export const productTypes: Entity<ProductType> = {
  name: 'Product type',
  key: productKeys.productType,
  version: 'version',
  claim: /* @__PURE__ */ slugClaim('product type', productKeys.productTypeSlug),
  list: { partition: productKeys.productTypePartition },
};

/** Creates a product type: one TransactWriteItems (type and slug claim; 409 slug_taken). */
export const createProductType = async (siteId: string, input: CreateProductType): Promise<ProductType> => {
  const slug = unreservedSlug(slugFrom(input.slug, input.name));
  const now = timestamp();
  const { customizations, problems } = buildCustomizations(input.customizations, [], now, 'product type');
  assertValid(problems);
  return createRecord(productTypes, siteId, {
    id: newId(),
    name: input.name,
    slug,
    customizations,
    ...(input.tax_category !== undefined && { tax_category: input.tax_category }),
    created_at: now,
    updated_at: now,
    version: 1,
  });
};

/**
 * Updates the given fields of a product type (`customizations`: the complete new list, matched to
 * the stored ones by id, else by name): the read (one GetItem by id), then one write of the type
 * (with its slug claim, moved, when the slug changes; 409 slug_taken).
 */
export const updateProductType = (siteId: string, idOrSlug: string, patch: UpdateProductType): Promise<ProductType> =>
  updateRecord(productTypes, siteId, idOrSlug, (current) => {
    const now = timestamp();
    const built = patch.customizations
      ? buildCustomizations(patch.customizations, current.customizations, now, 'product type')
      : undefined;
    assertValid(built?.problems ?? []);
    return {
      // `tax_category: null` clears it.
      ...mergeFields(current, { name: patch.name, slug: unreservedSlug(patch.slug), tax_category: patch.tax_category }),
      customizations: built?.customizations ?? current.customizations,
      updated_at: now,
      version: current.version + 1,
    };
  });

/**
 * Deletes a product type and its slug claim: the read, then one TransactWriteItems. Products that
 * name it keep its id (they then have no custom field definitions). False when it does not exist.
 */
export const deleteProductType = async (siteId: string, idOrSlug: string): Promise<boolean> =>
  (await removeRecord(productTypes, siteId, idOrSlug)) !== undefined;
