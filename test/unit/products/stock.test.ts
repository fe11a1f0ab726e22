import { describe, expect, it } from 'vitest';
import { returnStock, takeStock } from '../../../lib/products/stock.js';

const SITE = 'a'.repeat(24);
const MUG = 'b'.repeat(24);
const SHIRT = 'c'.repeat(24);
const SMALL = 'd'.repeat(24);

describe('stock transaction items', () => {
  it('takes stock with one update per product, labelled stock:<id>, lines of the same variant merged', () => {
    const items = takeStock(SITE, [
      { product_id: MUG, quantity: 2 },
      { product_id: SHIRT, variant_id: SMALL, quantity: 1 },
      { product_id: SHIRT, variant_id: SMALL, quantity: 3 },
    ]);
    expect(items.map((item) => item.label)).toEqual([`stock:${MUG}`, `stock:${SHIRT}`]);
    const mug = items[0]?.Update;
    expect(mug?.Key).toEqual({ pk: `${SITE}#PRODUCT`, sk: MUG });
    // A client's checkout removes the depth a cloud code write left; cloud code's records its own.
    expect(mug?.UpdateExpression).toBe(
      'SET inventory_quantity = inventory_quantity + :d0 ADD version :one REMOVE cloud_code_depth',
    );
    expect(takeStock(SITE, [{ product_id: MUG, quantity: 1 }], 2)[0]?.Update).toMatchObject({
      UpdateExpression:
        'SET inventory_quantity = inventory_quantity + :d0, cloud_code_depth = :cloudCodeDepth ADD version :one',
      ExpressionAttributeValues: { ':cloudCodeDepth': 2 },
    });
    // Never below 0, and only while the product is for sale.
    expect(mug?.ConditionExpression).toBe(
      'attribute_exists(pk) AND inventory_quantity >= :need0 AND #status = :active',
    );
    expect(mug?.ExpressionAttributeValues).toMatchObject({ ':d0': -2, ':need0': 2, ':active': 'active' });
    const shirt = items[1]?.Update;
    expect(shirt?.ExpressionAttributeNames).toMatchObject({ '#v0': SMALL });
    expect(shirt?.ExpressionAttributeValues).toMatchObject({ ':d0': -4, ':need0': 4 });
  });

  it('gives stock back without conditions on the amount, refused only for a product deleted since', () => {
    const [item] = returnStock(SITE, [{ product_id: MUG, quantity: 2 }]);
    expect(item?.label).toBe(`stock:${MUG}`);
    expect(item?.Update?.ConditionExpression).toBe('attribute_exists(pk)');
    expect(item?.Update?.ExpressionAttributeValues).toMatchObject({ ':d0': 2 });
  });
});
