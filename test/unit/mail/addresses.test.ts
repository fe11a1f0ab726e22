import { describe, expect, it } from 'vitest';
import { addressList, plainAddress } from '../../../lib/mail/addresses.js';

describe('addresses', () => {
  it('takes one plain address, never a second recipient or a header', () => {
    expect(plainAddress(' ann@example.com ')).toBe('ann@example.com');
    expect(plainAddress('ann.o+tag@sub.example.co.uk')).toBe('ann.o+tag@sub.example.co.uk');
    for (const bad of [
      'ann@example.com\r\nBcc: eve@example.com',
      'ann@example.com, eve@example.com',
      'Ann <ann@example.com>',
      'ann@localhost',
      'ann',
      '"a b"@example.com',
      5,
      null,
    ]) {
      expect(plainAddress(bad), String(bad)).toBeUndefined();
    }
    expect(addressList('a@example.com, B@Example.com; a@example.com, nope')).toEqual({
      addresses: ['a@example.com', 'b@example.com'],
      invalid: ['nope'],
    });
  });
});
