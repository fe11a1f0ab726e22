import * as z from 'zod/mini';

// A module of its own, apart from the address routes' response schemas, as addresses-fields.ts is
// for writes: orders show an address copy of the same shape without carrying those routes' schemas.

/** The fields of an address as shown, in a customer's book and in an order's copy alike. */
export const addressFields = {
  first_name: z.string(),
  last_name: z.string(),
  company: z.nullable(z.string()),
  address1: z.string(),
  address2: z.nullable(z.string()),
  zip: z.string(),
  city: z.string(),
  province: z.nullable(z.string()),
  country: z.string().check(z.meta({ description: 'ISO 3166-1 alpha-2' })),
  phone: z.nullable(z.string()),
  vat_number: z.nullable(z.string()),
};
