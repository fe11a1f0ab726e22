import type { FieldError } from '../http/errors.js';
import type { TaxSettings } from './settings-record.js';
import { isValidVatNumber, normalizeVatNumber } from './vat-numbers.js';

/**
 * VAT on a priced checkout: pure, in integer minor units (cents) and rates in thousandths of a
 * percent, so every figure is exact and rounds once, half up.
 *
 * - Which country: the shipping address's when `oss` is on and it differs from the origin (else the
 *   origin's); with no shipping address the billing address's; with neither the origin's.
 * - Which rate: the country's rate of the line's category (the product's, else its type's), else
 *   the country's standard rate; a country without a rate charges 0% (`tax_exempt_reason: "no_rate"`).
 * - Reverse charge: a billing address with a well-formed `vat_number` in another country than the
 *   origin pays 0% (`reverse_charge`); a malformed one is a 422 naming the field.
 * - A customer group with `tax_exempt` pays 0% (`tax_exempt_reason: "customer_group"`).
 * - Discounts come before tax: spread over the lines they apply to in proportion to their totals
 *   (largest remainder, never onto a free line: see spreadDiscount); each line's tax is
 *   half-up(discounted net × rate).
 * - With `prices_include_tax` prices (and shipping) include the origin's rate for their category:
 *   the net is the price without it, and the destination's rate applies to that net (€121.00 incl.
 *   21% becomes €100.00 + €20.00 at 20%). Where the destination's rate is the origin's, the tax is
 *   taken out of the price instead (half-up(price × rate / (1 + rate))), so the buyer pays the
 *   shelf price to the cent.
 * - Shipping is taxed at the standard rate of the same country.
 */

/** Rates are kept as integer thousandths of a percent: 21% → 21000, 5.5% → 5500. */
const PERCENT = 1000;
const WHOLE = 100 * PERCENT;

export type TaxExemptReason = 'reverse_charge' | 'customer_group' | 'no_rate';

export interface TaxLine {
  readonly name: string;
  /** Percent, up to 3 decimals. */
  readonly rate: number;
  /** Minor units. */
  readonly amount: number;
}

interface TaxedAmount {
  /** What the discount took from it (minor units, in the prices' own terms: gross when they include tax). */
  readonly discount: number;
  /** The amount without tax, after the discount. */
  readonly net: number;
  readonly tax: number;
  readonly tax_lines: readonly TaxLine[];
}

export interface TaxInput {
  /** The site's settings; undefined: taxes are not set up (nothing is charged, totals as before). */
  readonly settings: TaxSettings | undefined;
  /** Each line's total (unit price × quantity, minor units) and its tax category. */
  readonly lines: readonly { readonly total: number; readonly category?: string }[];
  /** The coupon's discount (minor units) and the indices of the lines it applies to. */
  readonly discount: number;
  readonly discountLines: readonly number[];
  /** Shipping charged (minor units), in the prices' own terms. */
  readonly shipping: number;
  readonly shippingCountry?: string;
  readonly billingCountry?: string;
  readonly billingVatNumber?: string | null;
  /** True when the buyer belongs to a customer group with `tax_exempt`. */
  readonly groupExempt?: boolean;
}

export interface TaxResult {
  readonly lines: readonly TaxedAmount[];
  readonly shipping: TaxedAmount;
  readonly tax_total: number;
  /** What the buyer pays: Σ nets + tax_total (without taxes set up: subtotal − discount + shipping). */
  readonly total: number;
  readonly prices_include_tax: boolean;
  /** The country whose rates applied; null without taxes set up. */
  readonly tax_country: string | null;
  readonly reverse_charge: boolean;
  readonly tax_exempt_reason: TaxExemptReason | null;
}

type TaxOutcome =
  | { readonly ok: true; readonly result: TaxResult }
  | { readonly ok: false; readonly problems: FieldError[] };

/** half-up(numerator / denominator) for non-negative integers, exactly. */
export const divideHalfUp = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/** A percentage (up to 3 decimals) as integer thousandths. */
const thousandths = (rate: number): number => Math.round(rate * PERCENT);

/**
 * A discount spread over the lines it applies to, in proportion to their totals, by largest
 * remainder: each line with a total above 0 takes floor(discount × total / base), and the cents left
 * go one each to the lines with the largest remainders (on a tie, the later line, so equal lines put
 * the extra cent on the last). The shares sum to the discount (capped at the base) and each lies
 * between 0 and its line's total: a free line takes none (a cent given to it would vanish when its
 * net is clamped at 0), and no share is negative (half-up shares with the remainder on the last line
 * could overshoot: [1, 1, 1, 1] sharing 2 gave the last −1).
 */
export const spreadDiscount = (totals: readonly number[], discount: number, applies: readonly number[]): number[] => {
  const shares = totals.map(() => 0);
  const eligible = [...new Set(applies)].filter(
    (index) => index >= 0 && index < totals.length && (totals[index] as number) > 0,
  );
  const base = eligible.reduce((sum, index) => sum + (totals[index] as number), 0);
  if (discount <= 0 || base <= 0) return shares;
  if (discount >= base) {
    for (const index of eligible) shares[index] = totals[index] as number;
    return shares;
  }
  const remainders = eligible.map((index, position) => {
    const exact = discount * (totals[index] as number);
    shares[index] = Math.floor(exact / base);
    return { index, position, remainder: exact % base };
  });
  let left = discount - eligible.reduce((sum, index) => sum + (shares[index] as number), 0);
  remainders.sort((a, b) => b.remainder - a.remainder || b.position - a.position);
  for (const { index } of remainders) {
    if (left <= 0) break;
    shares[index] = (shares[index] as number) + 1;
    left -= 1;
  }
  return shares;
};

/** The rate (thousandths) of a country for a category: the category's, else the standard one; undefined when the country has none. */
export const rateOf = (settings: TaxSettings, country: string, category?: string): number | undefined => {
  const rates = settings.rates.filter((rate) => rate.country === country);
  const chosen =
    (category !== undefined && rates.find((rate) => rate.category === category)) ||
    rates.find((rate) => rate.category === null || rate.category === undefined);
  return chosen === undefined ? undefined : thousandths(chosen.rate);
};

/** The country whose rates apply to a sale. */
export const taxCountry = (settings: TaxSettings, shippingCountry?: string, billingCountry?: string): string => {
  const buyer = shippingCountry ?? billingCountry;
  return settings.oss && buyer !== undefined && buyer !== settings.origin_country ? buyer : settings.origin_country;
};

const nameOf = (country: string, category?: string) =>
  category === undefined ? `${country} VAT` : `${country} VAT (${category})`;

/**
 * One amount taxed: `amount` after its discount, in the prices' terms. `originRate` is what an
 * inclusive price holds; `rate` what applies (undefined: none, 0%).
 */
const taxOne = (
  amount: number,
  discount: number,
  inclusive: boolean,
  originRate: number,
  rate: number | undefined,
  name: string,
): TaxedAmount => {
  const after = Math.max(0, amount - discount);
  if (!inclusive) {
    const tax = rate ? divideHalfUp(after * rate, WHOLE) : 0;
    return { discount, net: after, tax, tax_lines: rate ? [{ name, rate: rate / PERCENT, amount: tax }] : [] };
  }
  if (rate !== undefined && rate === originRate && rate > 0) {
    // The same rate as the price holds: the tax is taken out, the buyer pays the price.
    const tax = divideHalfUp(after * rate, WHOLE + rate);
    return { discount, net: after - tax, tax, tax_lines: [{ name, rate: rate / PERCENT, amount: tax }] };
  }
  const net = divideHalfUp(after * WHOLE, WHOLE + originRate);
  const tax = rate ? divideHalfUp(net * rate, WHOLE) : 0;
  return { discount, net, tax, tax_lines: rate ? [{ name, rate: rate / PERCENT, amount: tax }] : [] };
};

/** Taxes a priced checkout (see the module comment); a malformed billing VAT number is a problem (422). */
export const computeTaxes = (input: TaxInput): TaxOutcome => {
  // Without settings (taxes not set up) the same path charges 0% and checks no VAT number: the
  // nets, so subtotal − discount + shipping, with no country, exemption or reason.
  const { settings } = input;
  const vatNumber = settings ? (input.billingVatNumber ?? undefined) : undefined;
  if (vatNumber !== undefined && vatNumber !== '' && !isValidVatNumber(vatNumber, input.billingCountry)) {
    return {
      ok: false,
      problems: [
        {
          field: 'billing_address.vat_number',
          message: `is not a valid VAT number (${normalizeVatNumber(vatNumber, input.billingCountry)})`,
          code: 'invalid_vat_number',
        },
      ],
    };
  }
  const origin = settings?.origin_country;
  const country = settings ? taxCountry(settings, input.shippingCountry, input.billingCountry) : undefined;
  const reverseCharge =
    vatNumber !== undefined &&
    vatNumber !== '' &&
    input.billingCountry !== undefined &&
    input.billingCountry !== origin;
  const groupExempt = settings !== undefined && input.groupExempt === true;
  const exempt = reverseCharge || groupExempt;
  const inclusive = settings?.prices_include_tax ?? false;
  const rateIn = (where: string | undefined, category?: string) =>
    settings && where !== undefined ? rateOf(settings, where, category) : undefined;

  const shares = spreadDiscount(
    input.lines.map((line) => line.total),
    input.discount,
    input.discountLines,
  );
  let missingRate = false;
  const rateFor = (category?: string) => {
    const rate = rateIn(country, category);
    if (settings && rate === undefined) missingRate = true;
    return exempt ? undefined : rate;
  };
  const lines = input.lines.map((line, index) =>
    taxOne(
      line.total,
      shares[index] as number,
      inclusive,
      rateIn(origin, line.category) ?? 0,
      rateFor(line.category),
      nameOf(country ?? '', line.category),
    ),
  );
  const shipping =
    input.shipping > 0
      ? taxOne(input.shipping, 0, inclusive, rateIn(origin) ?? 0, rateFor(), `${country} VAT (shipping)`)
      : { discount: 0, net: 0, tax: 0, tax_lines: [] };
  const taxed = [...lines, shipping];
  const taxTotal = taxed.reduce((sum, one) => sum + one.tax, 0);
  const reason: TaxExemptReason | null = reverseCharge
    ? 'reverse_charge'
    : groupExempt
      ? 'customer_group'
      : missingRate
        ? 'no_rate'
        : null;
  return {
    ok: true,
    result: {
      lines,
      shipping,
      tax_total: taxTotal,
      total: taxed.reduce((sum, one) => sum + one.net, 0) + taxTotal,
      prices_include_tax: inclusive,
      tax_country: country ?? null,
      reverse_charge: reverseCharge,
      tax_exempt_reason: reason,
    },
  };
};
