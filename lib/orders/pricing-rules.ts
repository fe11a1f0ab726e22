import type { Coupon } from '../coupons/coupon-record.js';
import { redemptionLimit } from '../coupons/limits.js';
import { percentOf } from '../commerce/money.js';
import type { ShippingRate } from '../shipping-rates/shipping-rates.js';
import type { FieldError } from '../http/errors.js';
import type { Product, StoredVariant } from '../products/product-record.js';
import type { Address } from './schemas.js';

/**
 * Pricing a checkout: pure, in integer minor units. Every price comes from the stored product,
 * variant, coupon and rate, never from the client.
 */

/** A requested line with the product it names (undefined when no such product exists). */
export interface RequestedLine {
  readonly product?: Product;
  readonly variantId?: string;
  readonly quantity: number;
}

/** A line as the order keeps it: a snapshot, so later catalog changes leave the order as it was. */
export interface PricedLine {
  readonly product_id: string;
  readonly variant_id: string | null;
  readonly sku: string | null;
  readonly title: string;
  readonly variant_title: string | null;
  /** The vendor's name as it was; absent on lines priced before vendors existed. */
  readonly vendor?: string | null;
  readonly quantity: number;
  readonly unit_price: number;
  readonly total: number;
}

export interface PricingInput {
  readonly lines: readonly RequestedLine[];
  /** The coupon code sent, and the coupon it names (absent when unknown). */
  readonly coupon?: { readonly code: string; readonly found?: Coupon };
  readonly rate?: { readonly id: string; readonly found?: ShippingRate };
  readonly shippingAddress?: Address;
  /** The customer the order belongs to, if known. */
  readonly customerId?: string;
  /** The ids of that customer's groups (for a coupon limited to groups). */
  readonly customerGroupIds?: readonly string[];
  /** Who redeems the coupon: the customer id, else `email:<lower-cased email>`. */
  readonly redeemer: string;
  /** True when the redeemer already holds a redemption of the coupon (its redeemer claim, for a once-per-customer coupon). */
  readonly redeemed?: boolean;
  readonly now: Date;
}

export interface PricedOrder {
  readonly lines: readonly PricedLine[];
  readonly subtotal: number;
  readonly discount: number;
  readonly shipping: number;
  /** Total weight, in the unit of shipping rates' weight_min/weight_max. */
  readonly weight: number;
  /** What the coupon saved: the discount, or the shipping a free_shipping coupon waived. */
  readonly couponSaving: number;
  /** The indices of the lines the discount applies to (taxes spread it over them). */
  readonly discountLines: readonly number[];
}

export type PricingResult =
  | { readonly ok: true; readonly order: PricedOrder }
  | { readonly ok: false; readonly problems: readonly FieldError[] }
  | { readonly ok: false; readonly couponUnavailable: string };

const problem = (field: string, message: string, code: string): FieldError => ({ field, message, code });

/** The variant a line names, or a problem with the line. */
const lineVariant = (line: RequestedLine, index: number): { variant?: StoredVariant; problem?: FieldError } => {
  const at = `line_items.${index}`;
  const product = line.product;
  if (!product) return { problem: problem(`${at}.product`, 'names no product of this site', 'not_found') };
  if (product.status !== 'active')
    return { problem: problem(`${at}.product`, `${product.name} is ${product.status}, not for sale`, 'not_available') };
  if (product.variants.length === 0) {
    return line.variantId === undefined
      ? {}
      : { problem: problem(`${at}.variant_id`, `${product.name} has no variants`, 'not_allowed') };
  }
  if (line.variantId === undefined)
    return { problem: problem(`${at}.variant_id`, `is required: ${product.name} has variants`, 'missing') };
  const variant = product.variants.find((v) => v.id === line.variantId);
  return variant
    ? { variant }
    : { problem: problem(`${at}.variant_id`, `is not a variant of ${product.name}`, 'unknown_variant') };
};

/** Rounds a weight sum to a thousandth, so 0.1 + 0.2 compares as 0.3. */
const roundWeight = (weight: number) => Math.round(weight * 1000) / 1000;

/** The lines a coupon applies to: all of them, or those of its collections or product types when it names any. */
const eligible = <L extends { product: Product; priced: PricedLine }>(
  coupon: Coupon,
  lines: readonly L[],
): readonly L[] => {
  if (coupon.collection_ids.length === 0 && coupon.product_type_ids.length === 0) return lines;
  return lines.filter(
    ({ product }) =>
      product.collection_ids.some((id) => coupon.collection_ids.includes(id)) ||
      (product.product_type_id !== undefined && coupon.product_type_ids.includes(product.product_type_id)),
  );
};

/** Why a coupon cannot be redeemed now by `redeemer` (its window, lifespan), or undefined. */
const couponUnavailable = (coupon: Coupon, redeemer: string, redeemed: boolean, now: Date): string | undefined => {
  if (coupon.start_type === 'date' && coupon.start !== undefined && now.getTime() < Date.parse(coupon.start)) {
    return `The coupon ${coupon.code} can be redeemed from ${coupon.start}`;
  }
  if (coupon.lifespan_time !== undefined && now.getTime() > Date.parse(coupon.lifespan_time))
    return `The coupon ${coupon.code} expired at ${coupon.lifespan_time}`;
  const limit = redemptionLimit(coupon);
  if (limit !== undefined && (coupon.redemption_count ?? 0) >= limit)
    return `The coupon ${coupon.code} has been used up`;
  // `redeemed_by` holds the redeemers of a coupon stored before redemptions were items of their own.
  if (coupon.lifespan === 'once_per_customer' && (redeemed || coupon.redeemed_by?.[redeemer] !== undefined)) {
    return `The coupon ${coupon.code} has already been redeemed by this customer`;
  }
  return undefined;
};

/** Whether a rate ships this order, or the problem with it. */
const rateProblem = (
  rate: ShippingRate,
  subtotal: number,
  weight: number,
  address: Address | undefined,
): FieldError | undefined => {
  const outside = (value: number, min?: number, max?: number) =>
    (min !== undefined && value < min) || (max !== undefined && value > max);
  if (rate.criteria === 'weight' && outside(weight, rate.weight_min, rate.weight_max)) {
    return problem(
      'shipping_rate_id',
      `${rate.name} ships orders weighing ${rate.weight_min ?? 0} to ${rate.weight_max ?? 'any'}; this order weighs ${weight}`,
      'not_applicable',
    );
  }
  if (rate.criteria === 'order_total' && outside(subtotal, rate.order_min, rate.order_max)) {
    return problem('shipping_rate_id', `${rate.name} does not ship an order of this subtotal`, 'not_applicable');
  }
  if (rate.restricted) {
    if (!address)
      return problem('shipping_address', `is required: ${rate.name} ships only to listed zip codes`, 'missing');
    const zip = address.zip.trim().toUpperCase();
    if (!rate.zipcodes.some((listed) => listed.trim().toUpperCase() === zip)) {
      return problem('shipping_rate_id', `${rate.name} does not ship to zip code ${address.zip}`, 'not_applicable');
    }
  }
  return undefined;
};

/**
 * Prices a checkout: `subtotal` = Σ unit_price × quantity; `discount` from the coupon (a percentage
 * or an amount of the lines it applies to, or free shipping, which zeroes `shipping`); `shipping`
 * from the rate when it applies. What the buyer pays is the taxes' (lib/taxes/tax-rules.ts): one
 * formula for taxed and untaxed checkouts alike.
 * Problems with the request are field errors (422), an inactive coupon among them; a coupon that
 * exists and would apply but is used up, outside its window or already redeemed by this customer
 * is `couponUnavailable` (409).
 */
export const priceOrder = (input: PricingInput): PricingResult => {
  const problems: FieldError[] = [];
  const lines: { product: Product; priced: PricedLine; weight: number }[] = [];
  input.lines.forEach((line, index) => {
    const { variant, problem: lineProblem } = lineVariant(line, index);
    if (lineProblem) {
      problems.push(lineProblem);
      return;
    }
    const product = line.product as Product;
    const unit = variant?.price ?? product.price;
    lines.push({
      product,
      weight: (variant?.weight ?? product.weight ?? 0) * line.quantity,
      priced: {
        product_id: product.id,
        variant_id: variant?.id ?? null,
        sku: variant?.sku ?? product.sku ?? null,
        title: product.name,
        variant_title: variant ? variant.option_values.join(' / ') : null,
        vendor: product.vendor?.name ?? null,
        quantity: line.quantity,
        unit_price: unit,
        total: unit * line.quantity,
      },
    });
  });
  if (problems.length) return { ok: false, problems };

  const subtotal = lines.reduce((sum, line) => sum + line.priced.total, 0);
  const weight = roundWeight(lines.reduce((sum, line) => sum + line.weight, 0));

  let discount = 0;
  let discountLines: number[] = [];
  let freeShipping = false;
  const coupon = input.coupon?.found;
  if (input.coupon && !coupon)
    problems.push(problem('coupon', `No coupon of this site has the code ${input.coupon.code}`, 'not_found'));
  if (coupon) {
    const applies = eligible(coupon, lines);
    discountLines = applies.map((line) => lines.indexOf(line));
    const base = applies.reduce((sum, line) => sum + line.priced.total, 0);
    const items = applies.reduce((sum, line) => sum + line.priced.quantity, 0);
    // An inactive (or expired) coupon does not apply, like one for other products: the request's own problem.
    if (coupon.state !== 'active')
      problems.push(problem('coupon', `The coupon ${coupon.code} is ${coupon.state}`, 'inactive'));
    else if (applies.length === 0)
      problems.push(problem('coupon', `${coupon.code} applies to none of the order's products`, 'not_applicable'));
    else if (coupon.required_value !== undefined && base < coupon.required_value) {
      problems.push(
        problem(
          'coupon',
          `${coupon.code} needs a subtotal of at least ${coupon.required_value / 100} on the products it applies to`,
          'not_applicable',
        ),
      );
    } else if (coupon.required_amount !== undefined && items < coupon.required_amount) {
      problems.push(
        problem(
          'coupon',
          `${coupon.code} needs at least ${coupon.required_amount} items of the products it applies to`,
          'not_applicable',
        ),
      );
    } else if (
      coupon.customer_specific &&
      (input.customerId === undefined || !(coupon.customer_ids ?? []).includes(input.customerId))
    ) {
      problems.push(problem('coupon', `${coupon.code} is reserved for particular customers`, 'not_applicable'));
    } else if (
      (coupon.customer_group_ids ?? []).length > 0 &&
      !(coupon.customer_group_ids ?? []).some((id) => (input.customerGroupIds ?? []).includes(id))
    ) {
      problems.push(problem('coupon', `${coupon.code} is reserved for particular customer groups`, 'not_applicable'));
    } else if (coupon.coupon_type === 'percentage') discount = percentOf(base, coupon.coupon_percentage ?? 0);
    else if (coupon.coupon_type === 'amount') discount = Math.min(coupon.coupon_amount ?? 0, base);
    else freeShipping = true;
  }

  let shipping = 0;
  const rate = input.rate?.found;
  if (input.rate && !rate)
    problems.push(problem('shipping_rate_id', 'names no shipping rate of this site', 'not_found'));
  if (rate) {
    const rateIssue = rateProblem(rate, subtotal, weight, input.shippingAddress);
    if (rateIssue) problems.push(rateIssue);
    else shipping = rate.price;
  }
  if (problems.length) return { ok: false, problems };

  if (coupon) {
    const unavailable = couponUnavailable(coupon, input.redeemer, input.redeemed ?? false, input.now);
    if (unavailable) return { ok: false, couponUnavailable: unavailable };
  }
  const waived = freeShipping ? shipping : 0;
  shipping -= waived;
  return {
    ok: true,
    order: {
      lines: lines.map((line) => line.priced),
      subtotal,
      discount,
      shipping,
      weight,
      couponSaving: discount + waived,
      discountLines: discount > 0 ? discountLines : [],
    },
  };
};

/** Stock a line asks for that is not there: per product and variant, summed over the lines that share them. */
export const stockShortfalls = (lines: readonly RequestedLine[]): { index: number; available: number }[] => {
  const wanted = new Map<string, number>();
  const keyOf = (line: RequestedLine) => `${line.product?.id}/${line.variantId ?? ''}`;
  for (const line of lines) wanted.set(keyOf(line), (wanted.get(keyOf(line)) ?? 0) + line.quantity);
  return lines.flatMap((line, index) => {
    const product = line.product;
    if (!product?.track_inventory) return [];
    const available =
      line.variantId === undefined ? product.inventory_quantity : (product.variant_stock[line.variantId] ?? 0);
    return (wanted.get(keyOf(line)) ?? 0) > available ? [{ index, available }] : [];
  });
};
