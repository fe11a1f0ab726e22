import { withoutSealed } from '../custom-fields/sealed.js';
import { fromMinor, fromMinorOrNull } from '../commerce/money.js';
import { presentFile } from '../uploads/file-objects.js';
import type { Product, StoredVariant } from './product-record.js';
import { stockOf } from './product-rules.js';
import type { Collection } from './collections.js';
import { presentCustomization } from '../commerce/customizations.js';
import type { ProductType } from './product-types.js';

/** Public shape of a variant: amounts as numbers, its stock from the product's `variant_stock`. */
export const presentVariant = (product: Product, variant: StoredVariant) => ({
  id: variant.id,
  sku: variant.sku ?? null,
  option_values: variant.option_values,
  price: fromMinorOrNull(variant.price),
  compare_at_price: fromMinorOrNull(variant.compare_at_price),
  weight: variant.weight ?? null,
  inventory_quantity: product.variant_stock[variant.id] ?? 0,
});

/**
 * Public shape of a product. `inventory_quantity` of a product with variants is the sum of theirs;
 * `product_type_id` and `collection_ids` are shown as stored, even when they name something deleted.
 */
export const presentProduct = (product: Product, base: string) => ({
  id: product.id,
  url: `${base}/products/${product.id}`,
  name: product.name,
  slug: product.slug,
  description: product.description ?? null,
  status: product.status,
  price: fromMinor(product.price),
  compare_at_price: fromMinorOrNull(product.compare_at_price),
  sku: product.sku ?? null,
  weight: product.weight ?? null,
  track_inventory: product.track_inventory,
  inventory_quantity: stockOf(product),
  product_type_id: product.product_type_id ?? null,
  vendor: product.vendor ?? null,
  tax_category: product.tax_category ?? null,
  collection_ids: product.collection_ids,
  images: (product.images ?? []).map((image) => presentFile(image, { base })),
  // Sealed values are shown only once opened (withOpenFields), never as stored.
  custom_fields: withoutSealed(product.custom_fields),
  options: product.options,
  variants: product.variants.map((variant) => presentVariant(product, variant)),
  created_at: product.created_at,
  updated_at: product.updated_at,
});

/** Public shape of a collection. */
export const presentCollection = (collection: Collection, base: string) => ({
  id: collection.id,
  url: `${base}/collections/${collection.id}`,
  name: collection.name,
  slug: collection.slug,
  description: collection.description ?? null,
  created_at: collection.created_at,
  updated_at: collection.updated_at,
});

/** Public shape of a product type. */
export const presentProductType = (type: ProductType, base: string) => ({
  id: type.id,
  url: `${base}/product_types/${type.id}`,
  name: type.name,
  slug: type.slug,
  customizations: type.customizations.map(presentCustomization),
  tax_category: type.tax_category ?? null,
  created_at: type.created_at,
  updated_at: type.updated_at,
});
