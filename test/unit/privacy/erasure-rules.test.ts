import { describe, expect, it } from 'vitest';
import { anonymizedOrder, ERASED, redactedPayload } from '../../../lib/privacy/erasure-rules.js';

const address = {
  name: 'Zoë Müller',
  first_name: 'Zoë',
  last_name: 'Müller',
  company: '',
  address1: 'Hauptstraße 1',
  address2: '',
  zip: '10115',
  city: 'Berlin',
  province: '',
  country: 'DE',
  phone: '+49 30 1',
  vat_number: '',
  address_id: '0123456789abcdef01234567',
};

describe('anonymizedOrder', () => {
  it('replaces the personal fields with "erased", keeps the country and the books, and cuts the address book link', () => {
    const order = {
      email: 'zoe@example.com',
      shipping_address: address,
      billing_address: null,
      total: 2500,
      status: 'paid',
    };
    const erased = anonymizedOrder(order, '2026-11-28T12:00:00Z');
    expect(erased).toEqual({
      email: ERASED,
      shipping_address: {
        ...address,
        name: ERASED,
        first_name: ERASED,
        last_name: ERASED,
        address1: ERASED,
        zip: ERASED,
        city: ERASED,
        phone: ERASED,
        address_id: null,
      },
      billing_address: null,
      total: 2500,
      status: 'paid',
      customer_erased: true,
      updated_at: '2026-11-28T12:00:00Z',
    });
  });

  it('leaves empty fields empty (nothing to erase there)', () => {
    const erased = anonymizedOrder({ email: 'a@b.c', shipping_address: address, billing_address: address }, 'now');
    expect(erased.billing_address?.company).toBe('');
    expect(erased.billing_address?.vat_number).toBe('');
  });
});

describe('redactedPayload', () => {
  it('keeps the type, the time and the object id only', () => {
    const payload = JSON.stringify({
      type: 'customer.updated',
      timestamp: '2026-11-28T11:00:00Z',
      data: {
        site_id: 's1',
        object: { id: 'c1', email: 'zoe@example.com' },
        previous_attributes: { email: 'old@x.y' },
      },
    });
    expect(JSON.parse(redactedPayload(payload))).toEqual({
      type: 'customer.updated',
      timestamp: '2026-11-28T11:00:00Z',
      data: { site_id: 's1', object: { id: 'c1' }, erased: true },
    });
  });

  it('keeps nothing of a payload that is not JSON', () => {
    expect(JSON.parse(redactedPayload('not json zoe@example.com'))).toEqual({
      type: null,
      timestamp: null,
      data: { site_id: null, object: {}, erased: true },
    });
  });
});
