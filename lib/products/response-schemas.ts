import * as z from 'zod/mini';
import { fileObjectSchema } from '../uploads/file-object-schema.js';
import type { ListQueryDescription } from '../db/list-query-rules.js';
import { customizationSchema } from '../commerce/customizations.js';
import { idSchema, timestampSchema, urlSchema } from '../http/response-schemas.js';
import { PRODUCT_STATUSES } from './product-record.js';

const amount = z
  .number()
  .check(z.meta({ description: 'An amount in the site currency, at most 2 decimals', examples: [4.99] }));

/** A product type: the custom fields its products carry. */
export const productTypeSchema = z.object({
  id: idSchema,
  url: urlSchema,
  name: z.string(),
  slug: z.string(),
  customizations: z.array(customizationSchema),
  tax_category: z
    .nullable(z.string())
    .check(z.meta({ description: 'VAT category of its products; null: the standard rate' })),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export const productTypeListSchema = z.array(productTypeSchema);

/** A collection of products. */
export const collectionSchema = z.object({
  id: idSchema,
  url: urlSchema,
  name: z.string(),
  slug: z.string(),
  description: z.nullable(z.string()),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export const collectionListSchema = z.array(collectionSchema);

export const variantSchema = z.object({
  id: idSchema,
  sku: z.nullable(z.string()),
  option_values: z.array(z.string()),
  price: z.nullable(amount).check(z.meta({ description: "null: the product's price applies" })),
  compare_at_price: z.nullable(amount),
  weight: z.nullable(z.number()).check(z.meta({ description: "null: the product's weight applies" })),
  inventory_quantity: z.number().check(z.int()),
});

/** A product. Amounts are numbers with at most 2 decimals, in the site currency. */
export const productSchema = z.object({
  id: idSchema,
  url: urlSchema,
  name: z.string(),
  slug: z.string(),
  description: z.nullable(z.string()),
  status: z.enum(PRODUCT_STATUSES),
  price: amount,
  compare_at_price: z.nullable(amount),
  sku: z.nullable(z.string()),
  weight: z.nullable(z.number()),
  track_inventory: z.boolean(),
  inventory_quantity: z
    .number()
    .check(z.int(), z.meta({ description: 'Stock; for a product with variants the sum of theirs (read-only)' })),
  product_type_id: z.nullable(idSchema),
  vendor: z
    .nullable(z.object({ id: idSchema, slug: z.string(), name: z.string() }))
    .check(z.meta({ description: 'The vendor (`GET /vendors/{id}`); null: none' })),
  tax_category: z
    .nullable(z.string())
    .check(
      z.meta({ description: "VAT category (wins over the product type's); null: the type's, else the standard rate" }),
    ),
  collection_ids: z.array(idSchema),
  images: z.array(fileObjectSchema).check(z.meta({ description: "File objects of the product's images, in order" })),
  custom_fields: z.record(z.string(), z.unknown()),
  options: z.array(z.string()),
  variants: z.array(variantSchema),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export const productListSchema = z.array(productSchema);

/** GET /products in the list query language. */
export const productListQuery: ListQueryDescription = {
  fields:
    'status, price, name, slug, sku, collection_ids, product_type_id, vendor (a slug or an id, equality only: read from an index), track_inventory, created_at, updated_at (plus the older status, collection and product_type parameters, which join them)',
  indexed: 'created_at',
  defaultOrder: 'created_at, oldest first',
  example: 'where[status]=active&where[price][lt]=20&sort=-created_at',
};
