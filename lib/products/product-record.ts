import { recordOf } from '../db/record.js';
import type { StoredFile } from '../uploads/file-objects.js';
import type { VendorRef } from '../vendors/vendor-record.js';

/**
 * The stored shape of a product, shared by the catalog (lib/products) and checkout (lib/orders).
 * Amounts are integer minor units (lib/commerce/money.ts); presenters turn them back into numbers.
 */

export const PRODUCT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** A variant as stored. Its stock is not here but in the product's `variant_stock` map, keyed by variant id. */
export interface StoredVariant {
  readonly id: string;
  readonly sku?: string;
  /** One value per product option, in the order of the product's `options`. */
  readonly option_values: readonly string[];
  /** Minor units; absent: the product's price applies. */
  readonly price?: number;
  readonly compare_at_price?: number;
  /** Absent: the product's weight applies. */
  readonly weight?: number;
}

export interface Product {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly description?: string;
  readonly status: ProductStatus;
  /** Minor units. */
  readonly price: number;
  readonly compare_at_price?: number;
  readonly sku?: string;
  /** In the unit of shipping rates' weight_min/weight_max. */
  readonly weight?: number;
  readonly track_inventory: boolean;
  /** Stock of a product without variants. */
  readonly inventory_quantity: number;
  /** Up to 3 option names; empty for a product without variants. */
  readonly options: readonly string[];
  readonly variants: readonly StoredVariant[];
  /**
   * Stock per variant id, a map so a conditional update can address one variant by name
   * (`variant_stock.#v >= :n`) whatever the order of `variants`.
   */
  readonly variant_stock: Readonly<Record<string, number>>;
  readonly product_type_id?: string;
  /** A copy of the vendor taken when the product was written; absent: none. */
  readonly vendor?: VendorRef;
  /** The VAT category (wins over the product type's); absent: the type's, else the standard rate. */
  readonly tax_category?: string;
  readonly collection_ids: readonly string[];
  /** File objects of uploads, in order; absent on products made before images existed. */
  readonly images?: readonly StoredFile[];
  readonly custom_fields: Readonly<Record<string, unknown>>;
  /** Hashes of the unique custom field values the product claims (lib/custom-fields), by field; absent when none. */
  readonly custom_claims?: Readonly<Record<string, string>>;
  readonly created_at: string;
  readonly updated_at: string;
  /**
   * Bumped by every write, stock changes included, so a read-modify-write of the product
   * (a PUT, conditioned on the version it read) never overwrites a concurrent stock change.
   */
  readonly version: number;
}

/** The product a stored item records (keys and index attributes dropped). */
export const toProduct = /* @__PURE__ */ recordOf<Product>();
