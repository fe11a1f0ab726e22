import type { PostalAddress } from './addresses-fields.js';

// An address of a customer's book and its public shape, apart from the book's storage so that the
// customer's presenter (events, every customer read) carries no session or write code.

/** An address of a customer's book, as stored and shown. */
export interface CustomerAddress extends PostalAddress {
  readonly id: string;
  readonly default_billing: boolean;
  readonly default_shipping: boolean;
}

/** Public shape of an address. */
export const presentAddress = (address: CustomerAddress) => ({
  id: address.id,
  first_name: address.first_name,
  last_name: address.last_name,
  company: address.company,
  address1: address.address1,
  address2: address.address2,
  zip: address.zip,
  city: address.city,
  province: address.province,
  country: address.country,
  phone: address.phone,
  vat_number: address.vat_number,
  default_billing: address.default_billing,
  default_shipping: address.default_shipping,
});

/** A stored customer's book (customers stored before the book have none). */
export const bookOf = (customer: { readonly addresses?: readonly CustomerAddress[] }): readonly CustomerAddress[] =>
  customer.addresses ?? [];
