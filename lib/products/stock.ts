import { TABLE_NAME } from '../db/client.js';
import { productKeys } from './keys.js';

/**
 * The Update of one product's stock by `delta` (negative takes stock), for a TransactWriteItems
 * or an UpdateItem: conditioned on the product existing and, when taking, on enough being left,
 * so stock can never go below 0 under any concurrency. `variantId` addresses one variant's stock
 * in `variant_stock`; without it the product's own `inventory_quantity`. Several changes to the
 * same product (lines of different variants) go into one Update, since a transaction may touch
 * an item once: pass them all in `changes`.
 */
export const stockUpdate = (
  siteId: string,
  productId: string,
  changes: readonly { readonly variantId?: string; readonly delta: number }[],
  extra: { readonly condition?: string; readonly names?: Record<string, string>; readonly values?: Record<string, unknown> } = {},
) => {
  const names: Record<string, string> = { ...extra.names };
  const values: Record<string, unknown> = { ':one': 1, ...extra.values };
  const sets: string[] = [];
  const conditions = ['attribute_exists(pk)'];
  changes.forEach((change, index) => {
    const path = change.variantId === undefined ? 'inventory_quantity' : `variant_stock.#v${index}`;
    if (change.variantId !== undefined) names[`#v${index}`] = change.variantId;
    values[`:d${index}`] = change.delta;
    sets.push(`${path} = ${path} + :d${index}`);
    if (change.delta < 0) {
      values[`:need${index}`] = -change.delta;
      conditions.push(`${path} >= :need${index}`);
    } else if (change.variantId !== undefined) {
      conditions.push(`attribute_exists(${path})`);
    }
  });
  if (extra.condition) conditions.push(extra.condition);
  return {
    TableName: TABLE_NAME,
    Key: productKeys.product(siteId, productId),
    UpdateExpression: `SET ${sets.join(', ')} ADD version :one`,
    ConditionExpression: conditions.join(' AND '),
    ...(Object.keys(names).length && { ExpressionAttributeNames: names }),
    ExpressionAttributeValues: values,
  };
};
