import * as z from 'zod/mini';
import { isCountryCode } from './addresses-rules.js';

// The fields of a postal address, shared by a customer's address book and an order's addresses
// (which take the same shape at checkout). Not named `*schemas.ts`: the checkout's bundle carries
// these few fields, never the address book's routes' schemas.

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(max))));

/** An assigned ISO 3166-1 alpha-2 code, in capitals. */
export const countryCodeSchema = z
  .string()
  .check(
    z.regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code in capitals, e.g. BE'),
    z.refine(isCountryCode, 'is not an assigned ISO 3166-1 alpha-2 country code'),
  );

/** The postal fields of an address: what a book address and an order address both hold. */
export const addressFields = {
  first_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  last_name: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  company: optionalText(200),
  address1: text(300),
  address2: optionalText(300),
  zip: text(20),
  city: text(200),
  province: optionalText(200),
  country: countryCodeSchema,
  phone: optionalText(40),
  vat_number: optionalText(40),
};

/** Postal fields as stored: every optional one present, empty ones null (names ''). */
export interface PostalAddress {
  readonly first_name: string;
  readonly last_name: string;
  readonly company: string | null;
  readonly address1: string;
  readonly address2: string | null;
  readonly zip: string;
  readonly city: string;
  readonly province: string | null;
  readonly country: string;
  readonly phone: string | null;
  readonly vat_number: string | null;
}

type PostalInput = { readonly [K in keyof PostalAddress]?: PostalAddress[K] | null | undefined };

const orNull = (value: string | null | undefined) =>
  value === undefined || value === null || value === '' ? null : value;

/** The postal fields of an input merged over what was stored (none on create): absent keeps, null or '' clears. */
export const postalAddress = (input: PostalInput, stored?: PostalAddress): PostalAddress => {
  const pick = (
    name: Exclude<keyof PostalAddress, 'first_name' | 'last_name' | 'address1' | 'zip' | 'city' | 'country'>,
  ) => (input[name] === undefined ? (stored?.[name] ?? null) : orNull(input[name]));
  return {
    first_name: input.first_name ?? stored?.first_name ?? '',
    last_name: input.last_name ?? stored?.last_name ?? '',
    company: pick('company'),
    address1: input.address1 ?? stored?.address1 ?? '',
    address2: pick('address2'),
    zip: input.zip ?? stored?.zip ?? '',
    city: input.city ?? stored?.city ?? '',
    province: pick('province'),
    country: input.country ?? stored?.country ?? '',
    phone: pick('phone'),
    vat_number: pick('vat_number'),
  };
};
