import * as jsvatModule from 'jsvat-next';

// The package ships CommonJS (what Node loads: its exports come under `default`) and an ES module
// build (what the bundler takes, through `module`: named exports): either shape works here.
const jsvat: typeof jsvatModule =
  'checkVAT' in jsvatModule ? jsvatModule : (jsvatModule as unknown as { default: typeof jsvatModule }).default;

/**
 * VAT identification numbers, checked by format and check digits only (jsvat-next: no online VIES
 * check). Pure.
 */

/** A VAT number as compared: capitals, no spaces, dots or dashes; the country prefix added when missing (Greece's is EL). */
export const normalizeVatNumber = (value: string, country?: string): string => {
  const compact = value.toUpperCase().replace(/[\s.-]/g, '');
  if (/^[A-Z]{2}/.test(compact) || country === undefined) return compact;
  return `${country === 'GR' ? 'EL' : country}${compact}`;
};

/** True when the number (with its country prefix, or given one through `country`) is well formed. */
export const isValidVatNumber = (value: string, country?: string): boolean =>
  jsvat.checkVAT(normalizeVatNumber(value, country), jsvat.countries).isValid;
