import { createClaimed, deleteClaimed, saveClaimed } from '../commerce/claimed-writes.js';
import { buildCustomizations, presentCustomization, type Customization } from '../commerce/customizations.js';
import { slugify } from '../commerce/slug.js';
import { withOptimisticRetry } from '../db/optimistic-retry.js';
import { TABLE_NAME } from '../db/client.js';
import { newId, timestamp } from '../db/keys.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { invalidField, notFound } from '../http/errors.js';
import { assertValid, getByIdOrSlug, slugClaimed } from './claims.js';
import { productKeys } from './keys.js';
import type { CreateProductType, UpdateProductType } from './schemas.js';

/** A stored product type: the custom field definitions of its products. `version` is never shown. */
export interface ProductType {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly customizations: readonly Customization[];
  readonly created_at: string;
  readonly updated_at: string;
  readonly version: number;
}

export const toProductType = ({ pk: _pk, sk: _sk, ...type }: Record<string, unknown>) => type as unknown as ProductType;

const claimed = (siteId: string) => slugClaimed<ProductType>(
  'product type', (id) => productKeys.productType(siteId, id), (slug) => productKeys.productTypeSlug(siteId, slug),
);

/** A site's product types, oldest first: one Query on the site's PRODUCT_TYPE partition. */
export const listProductTypes = async (siteId: string, page: PageRequest): Promise<Page<ProductType>> => {
  const pk = productKeys.productTypePartition(siteId);
  const result = await queryPage({
    TableName: TABLE_NAME, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk },
  }, page, { partition: ['pk', pk], keyAttributes: ['pk', 'sk'] });
  return { ...result, items: result.items.map(toProductType) };
};

/** A product type by id (one GetItem) or by slug (two: the slug claim, then the type). */
export const getProductType = async (siteId: string, idOrSlug: string): Promise<ProductType | undefined> => {
  const item = await getByIdOrSlug(idOrSlug, (id) => productKeys.productType(siteId, id), (slug) => productKeys.productTypeSlug(siteId, slug));
  return item && toProductType(item);
};

/** Creates a product type: one TransactWriteItems (type and slug claim; 409 slug_taken). */
export const createProductType = async (siteId: string, input: CreateProductType): Promise<ProductType> => {
  const slug = input.slug ?? slugify(input.name);
  if (slug === undefined) throw invalidField('slug', 'cannot be derived from the name; send a slug', 'missing');
  const now = timestamp();
  const { customizations, problems } = buildCustomizations(input.customizations, [], now, 'product type');
  assertValid(problems);
  const type: ProductType = { id: newId(), name: input.name, slug, customizations, created_at: now, updated_at: now, version: 1 };
  await createClaimed(claimed(siteId), type);
  return type;
};

/**
 * Updates the given fields of a product type (`customizations`: the complete new list, matched to
 * the stored ones by id, else by name): the read (one GetItem by id), then one TransactWriteItems
 * writing the type and its slug claim (moved when the slug changes; 409 slug_taken).
 */
export const updateProductType = (siteId: string, idOrSlug: string, patch: UpdateProductType): Promise<ProductType> =>
  withOptimisticRetry(async () => {
    const current = await getProductType(siteId, idOrSlug);
    if (!current) throw notFound('Product type');
    const now = timestamp();
    const built = patch.customizations ? buildCustomizations(patch.customizations, current.customizations, now, 'product type') : undefined;
    assertValid(built?.problems ?? []);
    const type: ProductType = {
      ...current,
      name: patch.name ?? current.name,
      slug: patch.slug ?? current.slug,
      customizations: built?.customizations ?? current.customizations,
      updated_at: now,
      version: current.version + 1,
    };
    await saveClaimed(claimed(siteId), current, type);
    return type;
  });

/**
 * Deletes a product type and its slug claim: the read, then one TransactWriteItems. Products that
 * name it keep its id (they then have no custom field definitions). False when it does not exist.
 */
export const deleteProductType = (siteId: string, idOrSlug: string): Promise<boolean> =>
  withOptimisticRetry(async () => {
    const current = await getProductType(siteId, idOrSlug);
    if (!current) return false;
    await deleteClaimed(claimed(siteId), current);
    return true;
  });

/** Public shape of a product type. */
export const presentProductType = (type: ProductType, base: string) => ({
  id: type.id,
  url: `${base}/product_types/${type.id}`,
  name: type.name,
  slug: type.slug,
  customizations: type.customizations.map(presentCustomization),
  created_at: type.created_at,
  updated_at: type.updated_at,
});
