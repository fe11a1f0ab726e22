import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../lib/db/client.js';
import { newId } from '../lib/db/keys.js';
import { productKeys } from '../lib/products/keys.js';
import type { Product } from '../lib/products/product-record.js';
import { unique, type Owner } from './api.js';

/**
 * A product of `who`'s site as the catalog stores it (amounts in cents), with its slug claim,
 * written straight to the table: order tests set stock and variants exactly as they need.
 */
export const putProduct = async (who: Owner, fields: Partial<Product> = {}): Promise<Product> => {
  const id = newId();
  const product: Product = {
    id,
    name: unique('Product '),
    slug: unique('product-'),
    status: 'active',
    price: 1000,
    track_inventory: true,
    inventory_quantity: 10,
    options: [],
    variants: [],
    variant_stock: {},
    collection_ids: [],
    custom_fields: {},
    weight: 1,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    version: 1,
    ...fields,
  };
  await db.send(
    new PutCommand({ TableName: TABLE_NAME, Item: { ...productKeys.product(who.site.id, id), ...product } }),
  );
  await db.send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: { ...productKeys.productSlug(who.site.id, product.slug), owner_id: id },
    }),
  );
  return product;
};
