import * as z from 'zod/mini';
import { timestampSchema } from '../http/response-schemas.js';

/** A site's tax settings (defaults until first saved: no rates, `origin_country` null). */
export const taxSettingsSchema = z.object({
  prices_include_tax: z
    .boolean()
    .check(z.meta({ description: "True: product prices and shipping include the origin's VAT" })),
  origin_country: z
    .nullable(z.string())
    .check(z.meta({ description: 'ISO 3166-1 alpha-2; null until taxes are set up' })),
  oss: z
    .boolean()
    .check(z.meta({ description: "One-stop shop: sales to consumers in another country pay that country's rate" })),
  rates: z.array(
    z.object({
      country: z.string(),
      rate: z.number().check(z.meta({ description: 'Percent, up to 3 decimals' })),
      category: z.nullable(z.string()).check(z.meta({ description: 'null: the standard rate' })),
    }),
  ),
  legal_name: z.nullable(z.string()),
  address: z.nullable(
    z.object({
      address1: z.string(),
      address2: z.nullable(z.string()),
      zip: z.string(),
      city: z.string(),
      province: z.nullable(z.string()),
      country: z.string(),
    }),
  ),
  vat_number: z.nullable(z.string()),
  updated_at: z.nullable(timestampSchema),
});
