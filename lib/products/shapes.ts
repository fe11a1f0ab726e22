import type * as z from 'zod/mini';
import type { Agreed, ShapesAgree } from '../db/shapes.js';
import type { Collection } from './collections.js';
import type { presentCollection, presentProduct, presentProductType } from './present.js';
import type { Product } from './product-record.js';
import type { ProductType } from './product-types.js';
import type { collectionSchema, productSchema, productTypeSchema } from './response-schemas.js';
import type {
  CreateCollection,
  CreateProduct,
  CreateProductType,
  UpdateCollection,
  UpdateProduct,
  UpdateProductType,
} from './schemas.js';

// The catalog's resources, each written four times (record, write schemas, response schema,
// presenter), checked against each other by tsc (lib/db/shapes.ts). Types only.

export type CollectionShapes = Agreed<
  ShapesAgree<{
    record: Collection;
    write: CreateCollection | UpdateCollection;
    response: z.infer<typeof collectionSchema>;
    presented: ReturnType<typeof presentCollection>;
    internal: 'version';
    derived: 'url';
  }>
>;

export type ProductTypeShapes = Agreed<
  ShapesAgree<{
    record: ProductType;
    write: CreateProductType | UpdateProductType;
    response: z.infer<typeof productTypeSchema>;
    presented: ReturnType<typeof presentProductType>;
    internal: 'version';
    derived: 'url';
  }>
>;

export type ProductShapes = Agreed<
  ShapesAgree<{
    record: Product;
    write: CreateProduct | UpdateProduct;
    response: z.infer<typeof productSchema>;
    // Each variant's stock is shown in its variant, not as the map a stock write addresses.
    presented: ReturnType<typeof presentProduct>;
    internal: 'version' | 'variant_stock' | 'custom_claims';
    derived: 'url';
  }>
>;
