import * as z from 'zod/mini';
import { countryCodeSchema } from '../customers/addresses-fields.js';
import { isValidVatNumber } from './vat-numbers.js';
import { taxCategory } from './tax-category.js';

/** Request schema of `PUT /site/taxes`: the whole settings (absent optional fields take their defaults). */

const THREE_DECIMALS = /^\d+(\.\d{1,3})?$/;
const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));

const rateSchema = z.strictObject({
  country: countryCodeSchema,
  rate: z.number().check(
    z.gte(0, 'must be 0 or more'),
    z.lte(100, 'must be at most 100'),
    z.refine((value) => THREE_DECIMALS.test(String(value)), 'must have at most 3 decimals'),
    z.meta({ description: 'Percent, up to 3 decimals', examples: [21] }),
  ),
  category: z.optional(
    z.nullable(
      taxCategory.check(
        z.meta({ description: "A reduced rate's category, matched to products' tax_category; absent: standard" }),
      ),
    ),
  ),
});

const rateKey = (rate: { country: string; category?: string | null }) => `${rate.country}/${rate.category ?? ''}`;

const sellerAddressSchema = z.strictObject({
  address1: text(300),
  address2: optionalText(300),
  zip: text(20),
  city: text(200),
  province: optionalText(200),
  country: countryCodeSchema,
});

export const taxSettingsInputSchema = z.strictObject({
  prices_include_tax: z._default(z.boolean(), false),
  origin_country: countryCodeSchema,
  oss: z._default(z.boolean(), false),
  rates: z._default(
    z.array(rateSchema).check(
      z.maxLength(500),
      z.refine((rates) => new Set(rates.map(rateKey)).size === rates.length, 'must not repeat a country and category'),
    ),
    [],
  ),
  legal_name: optionalText(300),
  address: z.optional(z.nullable(sellerAddressSchema)),
  vat_number: z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(40),
        z.refine(
          (value) => value === '' || isValidVatNumber(value),
          'is not a valid VAT number (with its country prefix)',
        ),
      ),
    ),
  ),
});
export type TaxSettingsInput = z.infer<typeof taxSettingsInputSchema>;
