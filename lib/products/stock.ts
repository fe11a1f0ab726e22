import { TABLE_NAME } from '../db/client.js';
import { labelled, type TransactionItem } from '../db/transaction.js';
import { updateWithDepth } from '../hooks/write-depth.js';
import { productKeys } from './keys.js';

/**
 * The Update of one product's stock by `delta` (negative takes stock), for a TransactWriteItems
 * or an UpdateItem: conditioned on the product existing and, when taking, on enough being left,
 * so stock can never go below 0 under any concurrency. `variantId` addresses one variant's stock
 * in `variant_stock`; without it the product's own `inventory_quantity`. Several changes to the
 * same product (lines of different variants) go into one Update, since a transaction may touch
 * an item once: pass them all in `changes`. `depth`: of the write, when cloud code makes it (see
 * updateWithDepth).
 */
export const stockUpdate = (
  siteId: string,
  productId: string,
  changes: readonly { readonly variantId?: string; readonly delta: number }[],
  extra: {
    readonly condition?: string;
    readonly names?: Record<string, string>;
    readonly values?: Record<string, unknown>;
    readonly depth?: number;
  } = {},
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
    ...updateWithDepth({ set: sets, add: ['version :one'] }, extra.depth ?? 0, values),
    ConditionExpression: conditions.join(' AND '),
    ...(Object.keys(names).length && { ExpressionAttributeNames: names }),
  };
};

/** Stock an order took from one product (or one of its variants), kept so a cancellation gives exactly that back. */
export interface StockTake {
  readonly product_id: string;
  readonly variant_id?: string;
  readonly quantity: number;
}

/** The takes of each product, merged per variant into signed changes (a transaction may touch an item once). */
const changesByProduct = (takes: readonly StockTake[], sign: 1 | -1) => {
  const byProduct = new Map<string, { variantId?: string; delta: number }[]>();
  for (const take of takes) {
    const changes = byProduct.get(take.product_id) ?? [];
    const same = changes.find((change) => change.variantId === take.variant_id);
    if (same) same.delta += sign * take.quantity;
    else changes.push({ variantId: take.variant_id, delta: sign * take.quantity });
    byProduct.set(take.product_id, changes);
  }
  return [...byProduct];
};

const ACTIVE = { condition: '#status = :active', names: { '#status': 'status' }, values: { ':active': 'active' } };

/**
 * The transaction items that take `takes` from stock, one per product labelled `stock:<product id>`:
 * each refused when the product is not active or has not enough left (see stockUpdate).
 */
export const takeStock = (siteId: string, takes: readonly StockTake[], depth = 0): TransactionItem[] =>
  changesByProduct(takes, -1).map(([productId, changes]) =>
    labelled(`stock:${productId}`, { Update: stockUpdate(siteId, productId, changes, { ...ACTIVE, depth }) }),
  );

/** The transaction items that give `takes` back (a cancelled order), one per product labelled `stock:<product id>`; refused for a product deleted since. */
export const returnStock = (siteId: string, takes: readonly StockTake[], depth = 0): TransactionItem[] =>
  changesByProduct(takes, 1).map(([productId, changes]) =>
    labelled(`stock:${productId}`, { Update: stockUpdate(siteId, productId, changes, { depth }) }),
  );
