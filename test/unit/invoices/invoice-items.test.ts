import { describe, expect, it } from 'vitest';
import { invoiceItems } from '../../../lib/invoices/invoice-items.js';
import type { Order } from '../../../lib/orders/order-record.js';

const order = {
  id: 'order1',
  number: 1001,
  currency: 'EUR',
  email: 'buyer@example.com',
  billing_address: null,
  shipping_address: null,
  line_items: [],
  subtotal: 1000,
  discount: 0,
  shipping: 0,
  total: 1000,
} as unknown as Order;

/** The invoice snapshot the items would put. */
const invoiceOf = (read: Parameters<typeof invoiceItems>[2]) => {
  const { items } = invoiceItems('site1', order, read, '2026-03-04T05:06:07.000Z');
  const put = items.find((item) => 'Put' in item && item.Put) as { Put: { Item: Record<string, unknown> } };
  return put.Put.Item;
};

describe('invoiceItems: the seller', () => {
  it('comes from the tax settings (PUT /site/taxes): legal name, address and VAT number', () => {
    const address = { address1: 'ul. Piotrkowska 1', zip: '90-001', city: 'Łódź', country: 'PL' };
    expect(
      invoiceOf({
        counter: undefined,
        site: { name: 'Shop' },
        taxes: { legal_name: 'Łódź Müller Sp. z o.o.', address, vat_number: 'PL5260250274' },
      }).seller,
    ).toEqual({ name: 'Łódź Müller Sp. z o.o.', address, vat_number: 'PL5260250274' });
  });

  it("is the site's name alone without tax settings; nothing else on the site item is read as them", () => {
    expect(
      invoiceOf({
        counter: undefined,
        site: { name: 'Shop', taxes: { legal_name: 'Stray', vat_number: 'X' }, tax_settings: { legal_name: 'Stray' } },
        taxes: undefined,
      }).seller,
    ).toEqual({ name: 'Shop', address: null, vat_number: null });
  });

  it("is the site's name when the tax settings give no legal name", () => {
    expect(
      invoiceOf({
        counter: undefined,
        site: { name: 'Shop' },
        taxes: { legal_name: null, address: null, vat_number: null },
      }).seller,
    ).toEqual({ name: 'Shop', address: null, vat_number: null });
  });
});
