import type { Customer } from './customers.js';
import { presentAddress } from './addresses-present.js';
import { withoutSealed } from '../custom-fields/sealed.js';

/** Public shape of a customer (the password hash never leaves the module). */
export const presentCustomer = (customer: Customer, base: string) => ({
  id: customer.id,
  url: `${base}/customers/${customer.id}`,
  email: customer.email,
  first_name: customer.first_name,
  last_name: customer.last_name,
  name: customer.name,
  phone: customer.phone,
  accepts_marketing: customer.accepts_marketing,
  groups: (customer.groups ?? []).map((group) => ({ id: group.id, slug: group.slug, name: group.name })),
  addresses: (customer.addresses ?? []).map(presentAddress),
  // Sealed values are shown only once opened (openCustomFields), never as stored.
  custom_fields: withoutSealed(customer.custom_fields),
  confirmed: customer.confirmed,
  created_at: customer.created_at,
  updated_at: customer.updated_at,
});
