import { describe, expect, it } from 'vitest';
import type { CustomerAddress } from '../../../lib/customers/addresses-present.js';
import { presentOrderAddress, resolveOrderAddresses } from '../../../lib/orders/order-addresses.js';
import type { CreateOrder } from '../../../lib/orders/schemas.js';

const BOOK_ID = '0123456789abcdef01234567';
const book: CustomerAddress[] = [
  {
    id: BOOK_ID,
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: null,
    address1: 'Rue Haute 1',
    address2: null,
    zip: '1000',
    city: 'Brussels',
    province: null,
    country: 'BE',
    phone: null,
    vat_number: 'BE0123456789',
    default_billing: true,
    default_shipping: false,
  },
];
const order = (extra: Partial<CreateOrder>): CreateOrder => ({
  line_items: [{ product: 'mug', quantity: 1 }],
  ...extra,
});
const inline = { name: 'Grace Hopper', address1: 'Main St 1', zip: '10001', city: 'New York', country: 'US' };

describe('resolveOrderAddresses', () => {
  it('copies a book address by id, with the names joined and where it came from', () => {
    const { billing, shipping, problems } = resolveOrderAddresses(order({ billing_address_id: BOOK_ID }), book);
    expect(problems).toEqual([]);
    expect(shipping).toBeUndefined();
    expect(billing).toEqual({
      name: 'Ada Lovelace',
      first_name: 'Ada',
      last_name: 'Lovelace',
      company: null,
      address1: 'Rue Haute 1',
      address2: null,
      zip: '1000',
      city: 'Brussels',
      province: null,
      country: 'BE',
      phone: null,
      vat_number: 'BE0123456789',
      address_id: BOOK_ID,
    });
  });

  it('takes an inline address with its name, in the full shape', () => {
    const { shipping } = resolveOrderAddresses(order({ shipping_address: inline }), undefined);
    expect(shipping).toMatchObject({
      name: 'Grace Hopper',
      first_name: '',
      company: null,
      province: null,
      address_id: null,
    });
  });

  it('names the field for an id not in the book, an id without a customer, and an id with an inline address', () => {
    expect(resolveOrderAddresses(order({ shipping_address_id: 'ffffffffffffffffffffffff' }), book).problems).toEqual([
      expect.objectContaining({ field: 'shipping_address_id', code: 'not_found' }),
    ]);
    expect(resolveOrderAddresses(order({ billing_address_id: BOOK_ID }), undefined).problems).toEqual([
      expect.objectContaining({ field: 'billing_address_id', code: 'not_allowed' }),
    ]);
    expect(
      resolveOrderAddresses(order({ shipping_address_id: BOOK_ID, shipping_address: inline }), book).problems,
    ).toEqual([expect.objectContaining({ field: 'shipping_address_id', code: 'not_allowed' })]);
  });
});

describe('presentOrderAddress', () => {
  it('shows an address stored before the book in the full shape', () => {
    expect(
      presentOrderAddress({ name: 'Old Buyer', address1: 'A 1', zip: '1', city: 'B', country: 'BE' } as never),
    ).toEqual({
      name: 'Old Buyer',
      first_name: '',
      last_name: '',
      company: null,
      address1: 'A 1',
      address2: null,
      zip: '1',
      city: 'B',
      province: null,
      country: 'BE',
      phone: null,
      vat_number: null,
      address_id: null,
    });
    expect(presentOrderAddress(null)).toBeNull();
  });
});
