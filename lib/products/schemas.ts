import * as z from 'zod/mini';
import { fileInputSchema } from '../uploads/file-objects.js';
import { amountSchema } from '../commerce/money.js';
import { customizationsInputSchema } from '../commerce/customizations.js';
import { slugSchema } from '../commerce/slug.js';
import { pageQuerySchema } from '../db/pagination.js';
import { PRODUCT_STATUSES } from './product-record.js';
import { taxCategory } from '../taxes/tax-category.js';

/** Request schemas of the catalog: products, product types, collections. */

const idSchema = z.string().check(z.regex(/^[0-9a-f]{24}$/, 'must be an id'));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));
const nameSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const unique = <T>(values: readonly T[]) => new Set(values).size === values.length;

/** A product's or product type's VAT category (`reduced`, `books`…), matched to the site's tax rates; absent: the standard rate. */
const taxCategorySchema = taxCategory.check(
  z.meta({ description: "Matched to the site's tax rates' category (GET /site/taxes); absent: the standard rate" }),
);

/** A path parameter that is an id or a slug (`{product}`, `{type}`, `{collection}`). */
const idOrSlug = z.string().check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(100));
export const productParamsSchema = z.object({ product: idOrSlug });
export const productTypeParamsSchema = z.object({ type: idOrSlug });
export const collectionParamsSchema = z.object({ collection: idOrSlug });

// Product types

export const createProductTypeSchema = z.strictObject({
  name: nameSchema,
  /** Derived from the name when absent. */
  slug: z.optional(slugSchema),
  customizations: z._default(customizationsInputSchema, []),
  tax_category: z.optional(taxCategorySchema),
});
export type CreateProductType = z.infer<typeof createProductTypeSchema>;

/** Given fields replace stored ones; `customizations`, when given, is the complete new list. */
export const updateProductTypeSchema = z.strictObject({
  name: z.optional(nameSchema),
  slug: z.optional(slugSchema),
  customizations: z.optional(customizationsInputSchema),
  tax_category: z.optional(z.nullable(taxCategorySchema)),
});
export type UpdateProductType = z.infer<typeof updateProductTypeSchema>;

// Collections

export const createCollectionSchema = z.strictObject({
  name: nameSchema,
  slug: z.optional(slugSchema),
  description: z.optional(text(10_000)),
});
export type CreateCollection = z.infer<typeof createCollectionSchema>;

/** Given fields replace stored ones; `description: null` clears it. */
export const updateCollectionSchema = z.strictObject({
  name: z.optional(nameSchema),
  slug: z.optional(slugSchema),
  description: z.optional(z.nullable(text(10_000))),
});
export type UpdateCollection = z.infer<typeof updateCollectionSchema>;

// Products

/** Stock as a count of units. */
export const quantitySchema = z.number().check(z.int(), z.gte(0, 'must be 0 or more'), z.lte(1_000_000_000));
const weightSchema = z.number().check(z.gte(0, 'must be 0 or more'), z.lte(1_000_000));
const skuSchema = text(100).check(z.minLength(1));
const optionNameSchema = text(100).check(z.minLength(1));

/** Up to 3 option names ("Size", "Color"), no two alike (case ignored). */
export const optionsSchema = z.array(optionNameSchema).check(
  z.maxLength(3, 'a product has at most 3 options'),
  z.refine((names) => unique(names.map((n) => n.toLowerCase())), 'must not repeat an option'),
);

/** A variant as sent. `id` keeps an existing variant (and its stock); without it the variant is new. */
export const variantInputSchema = z.strictObject({
  id: z.optional(idSchema),
  sku: z.optional(skuSchema),
  /** One value per option of the product, in the order of `options`. */
  option_values: z.array(text(100).check(z.minLength(1))).check(z.minLength(1), z.maxLength(3)),
  /** Absent: the product's price applies. */
  price: z.optional(amountSchema),
  compare_at_price: z.optional(amountSchema),
  /** Absent: the product's weight applies. */
  weight: z.optional(weightSchema),
  /** Absent: an existing variant keeps its stock, a new one starts at 0. */
  inventory_quantity: z.optional(quantitySchema),
});
export type VariantInput = z.infer<typeof variantInputSchema>;

export const variantsSchema = z.array(variantInputSchema).check(z.maxLength(100, 'a product has at most 100 variants'));

const collectionIdsSchema = z.array(idSchema).check(z.maxLength(50), z.refine(unique, 'must not repeat a collection'));
const customFieldsSchema = z.record(z.string(), z.unknown());

/** A product's images, in order: each a ready upload of the site, given as `{"upload_id": "…"}`. */
const imagesSchema = z.array(fileInputSchema).check(z.maxLength(50));

export const createProductSchema = z.strictObject({
  name: nameSchema,
  /** Derived from the name when absent. */
  slug: z.optional(slugSchema),
  description: z.optional(text(100_000)),
  status: z._default(z.enum(PRODUCT_STATUSES), 'draft'),
  price: z._default(amountSchema, 0),
  compare_at_price: z.optional(amountSchema),
  sku: z.optional(skuSchema),
  weight: z.optional(weightSchema),
  track_inventory: z._default(z.boolean(), true),
  /** Stock of a product without variants (a product with variants keeps it per variant). */
  inventory_quantity: z.optional(quantitySchema),
  product_type_id: z.optional(idSchema),
  /** The vendor's id or slug. */
  vendor: z.optional(idOrSlug),
  /** Wins over the product type's. */
  tax_category: z.optional(taxCategorySchema),
  collection_ids: z._default(collectionIdsSchema, []),
  images: z._default(imagesSchema, []),
  custom_fields: z._default(customFieldsSchema, {}),
  options: z._default(optionsSchema, []),
  variants: z._default(variantsSchema, []),
});
export type CreateProduct = z.infer<typeof createProductSchema>;

/**
 * A partial update (`images`, when given, is the complete new ordered list, each an upload), as for checkout profiles and coupons: given fields replace stored ones, `null`
 * clears an optional one; `variants`, `options` and `collection_ids`, when given, are complete new
 * lists; `custom_fields` are merged field by field (`null` clears one), as entries' fields are.
 */
export const updateProductSchema = z.strictObject({
  name: z.optional(nameSchema),
  slug: z.optional(slugSchema),
  description: z.optional(z.nullable(text(100_000))),
  status: z.optional(z.enum(PRODUCT_STATUSES)),
  price: z.optional(amountSchema),
  compare_at_price: z.optional(z.nullable(amountSchema)),
  sku: z.optional(z.nullable(skuSchema)),
  weight: z.optional(z.nullable(weightSchema)),
  track_inventory: z.optional(z.boolean()),
  inventory_quantity: z.optional(quantitySchema),
  product_type_id: z.optional(z.nullable(idSchema)),
  /** The vendor's id or slug; null: none. */
  vendor: z.optional(z.nullable(idOrSlug)),
  tax_category: z.optional(z.nullable(taxCategorySchema)),
  collection_ids: z.optional(collectionIdsSchema),
  images: z.optional(imagesSchema),
  custom_fields: z.optional(customFieldsSchema),
  options: z.optional(optionsSchema),
  variants: z.optional(variantsSchema),
});
export type UpdateProduct = z.infer<typeof updateProductSchema>;

/** `GET /products` filters; `collection` and `product_type` take an id or a slug. */
export const listProductsQuerySchema = z.extend(pageQuerySchema, {
  status: z.optional(z.enum(PRODUCT_STATUSES)),
  collection: z.optional(idOrSlug),
  product_type: z.optional(idOrSlug),
});
export type ProductFilter = Pick<z.infer<typeof listProductsQuerySchema>, 'status' | 'collection' | 'product_type'>;

/** `POST /products/{product}/inventory_adjustments`. */
export const inventoryAdjustmentSchema = z.strictObject({
  /** Required for a product with variants, refused for one without. */
  variant_id: z.optional(idSchema),
  /** Units added (positive) or taken (negative); never 0. */
  delta: z.number().check(
    z.int(),
    z.gte(-1_000_000_000),
    z.lte(1_000_000_000),
    z.refine((n) => n !== 0, 'must not be 0'),
  ),
  reason: z.optional(text(500).check(z.minLength(1))),
});
export type InventoryAdjustment = z.infer<typeof inventoryAdjustmentSchema>;
