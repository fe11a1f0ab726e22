import * as z from 'zod/mini';

/**
 * Money. Requests and responses carry amounts as JSON numbers with at most two decimals
 * (`4.99`); storage and arithmetic use integer minor units (hundredths: `499`), never floats.
 * A site has one currency (ISO 4217, `currency` on the site); amounts carry no currency of their own.
 */

/** The largest amount accepted, in major units: keeps every sum of 50 lines × quantity far inside 2^53 minor units. */
export const MAX_AMOUNT = 1_000_000_000;

// The shortest decimal form of the number as parsed from JSON: "4.99" passes, "4.999" and "1e-7" do not.
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/** True when `value` is a non-negative amount with at most two decimals. */
export const isAmount = (value: number): boolean =>
  Number.isFinite(value) && value >= 0 && TWO_DECIMALS.test(String(value));

/** A money amount as a client sends it: ≥ 0, at most two decimals (422 otherwise). */
export const amountSchema = z
  .number()
  .check(
    z.gte(0, 'must be 0 or more'),
    z.lte(MAX_AMOUNT, `must be at most ${MAX_AMOUNT}`),
    z.refine(isAmount, 'must have at most 2 decimals'),
    z.meta({ description: 'An amount in the site currency, at most 2 decimals', examples: [4.99] }),
  );

/** Major units as sent (at most two decimals) → integer minor units. */
export const toMinor = (amount: number): number => Math.round(amount * 100);

/** Integer minor units → the JSON number shown to clients (499 → 4.99). */
export const fromMinor = (minor: number): number => minor / 100;

/** Like {@link fromMinor}, keeping absent values absent (null when shown). */
export const fromMinorOrNull = (minor: number | undefined | null): number | null =>
  minor === undefined || minor === null ? null : fromMinor(minor);

/** `percent` % of `minor`, rounded half up to a whole minor unit. */
export const percentOf = (minor: number, percent: number): number =>
  Math.round((minor * Math.round(percent * 100)) / 10_000);

/** ISO 4217 currency code of a site; EUR unless the site chooses another. */
export const currencySchema = z
  .string()
  .check(
    z.regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code of three capital letters, e.g. EUR'),
    z.meta({ description: 'ISO 4217 currency code', examples: ['EUR'] }),
  );
export const DEFAULT_CURRENCY = 'EUR';

/**
 * A copy of `fields` with the named amounts turned into minor units; `null` and `undefined`
 * stay as they are (an update clears or skips them), so it serves create input and patches alike.
 */
export const amountsToMinor = <T extends object>(fields: T, names: readonly (keyof T & string)[]): T => {
  const converted: Record<string, unknown> = { ...(fields as Record<string, unknown>) };
  for (const name of names) {
    const value = converted[name];
    if (typeof value === 'number') converted[name] = toMinor(value);
  }
  return converted as T;
};
