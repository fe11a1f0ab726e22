import { describe, expect, it } from 'vitest';
import type { Customization } from '../../../lib/channels/entry-fields.js';
import {
  addressShard,
  clientAddress,
  readFormValues,
  redirectAllowed,
  splitSubmission,
  unsubmittableFields,
} from '../../../lib/forms/submission-rules.js';

const field = (name: string, type: Customization['type']): Customization => ({
  id: name.padEnd(24, '0'),
  name,
  type,
  required: false,
  immutable: false,
  unique: false,
  localized: false,
  encrypted: false,
  auto_expand: false,
  private_storage: false,
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
});

describe('splitSubmission', () => {
  it('takes the reserved fields out of the values, whatever the body holds', () => {
    const body = JSON.parse(
      '{"name":"Ann","_gotcha":"","_form_token":"v1.x.y","_redirect":"https://a.example/","access_token":"sms_x","__proto__":{"polluted":true}}',
    );
    const { values, reserved } = splitSubmission(body);
    expect(Object.keys(values).sort()).toEqual(['__proto__', 'name']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
    expect(reserved).toEqual({ honeypot: '', formToken: 'v1.x.y', redirect: 'https://a.example/' });
    expect(splitSubmission({ name: 'x' }).reserved).toEqual({
      honeypot: undefined,
      formToken: undefined,
      redirect: undefined,
    });
  });
});

describe('unsubmittableFields', () => {
  it('names every field the channel does not take from the public', () => {
    expect(unsubmittableFields(['name', 'email'], { name: 'a', email: 'b' })).toEqual([]);
    expect(unsubmittableFields(['name'], { name: 'a', admin: true, note: 'x' }).map((e) => [e.field, e.code])).toEqual([
      ['admin', 'not_submittable'],
      ['note', 'not_submittable'],
    ]);
    expect(unsubmittableFields([], { name: 'a' })).toHaveLength(1);
  });
});

describe('readFormValues', () => {
  const fields = [
    field('n', 'integer'),
    field('f', 'float'),
    field('b', 'boolean'),
    field('s', 'string'),
    field('d', 'date'),
  ];
  it.each([
    ['n', '42', 42],
    ['n', ' -7 ', -7],
    ['n', '4.5', '4.5'],
    ['n', 'many', 'many'],
    ['n', '', null],
    ['f', '4.5', 4.5],
    ['f', '1e3', 1000],
    ['f', '.5', 0.5],
    ['f', 'x', 'x'],
    ['b', 'on', true],
    ['b', 'TRUE', true],
    ['b', '1', true],
    ['b', 'yes', true],
    ['b', 'off', false],
    ['b', '0', false],
    ['b', 'no', false],
    ['b', 'maybe', 'maybe'],
    ['s', '42', '42'],
    ['s', '', null],
    ['d', '2026-01-01', '2026-01-01'],
    ['unknown', '5', '5'],
  ])('reads %s=%j as %j', (name, raw, expected) => {
    expect(readFormValues(fields, { [name]: raw })[name]).toEqual(expected);
  });
  it('leaves values that are not strings (JSON) as they are', () => {
    expect(readFormValues(fields, { n: 3, b: false })).toEqual({ n: 3, b: false });
  });
});

describe('clientAddress', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['FE80::1', 'fe80:0:0:0::/64'],
  ])('counts %s as %s', (ip, expected) => {
    expect(clientAddress(ip)).toBe(expected);
  });
  it('spreads addresses over the shards, always the same shard for one address', () => {
    const shards = new Set(Array.from({ length: 200 }, (_, i) => addressShard(`10.0.${i >> 8}.${i & 255}`, 10)));
    expect(shards.size).toBe(10);
    expect(addressShard('203.0.113.9', 10)).toBe(addressShard('203.0.113.9', 10));
  });
});

describe('redirectAllowed', () => {
  it('allows only an http(s) address on the origin the form was posted from', () => {
    const from = { origin: 'https://www.example.org' };
    expect(redirectAllowed('https://www.example.org/thanks?x=1', from)).toBe(true);
    expect(redirectAllowed('https://evil.example/thanks', from)).toBe(false);
    expect(redirectAllowed('http://www.example.org/thanks', from)).toBe(false);
    expect(redirectAllowed('javascript:alert(1)', from)).toBe(false);
    expect(redirectAllowed('/relative', from)).toBe(false);
    expect(redirectAllowed('https://www.example.org/', {})).toBe(false);
    expect(
      redirectAllowed('https://www.example.org/', { origin: 'null', referer: 'https://www.example.org/contact' }),
    ).toBe(true);
    expect(redirectAllowed('https://www.example.org/', { referer: 'not a url' })).toBe(false);
  });
});
