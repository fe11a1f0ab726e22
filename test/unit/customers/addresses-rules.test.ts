import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, isCountryCode, withAddress, withoutAddress } from '../../../lib/customers/addresses-rules.js';

const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const address = (id: string, billing = false, shipping = false) => ({
  id,
  default_billing: billing,
  default_shipping: shipping,
});

describe('country codes', () => {
  it('holds the 249 assigned ISO 3166-1 alpha-2 codes, each a region ICU names', () => {
    expect(COUNTRY_CODES.size).toBe(249);
    for (const code of COUNTRY_CODES) expect(regions.of(code), code).not.toBe(code);
  });

  it('refuses lower case, reserved and user-assigned codes that ICU also names', () => {
    expect(isCountryCode('BE')).toBe(true);
    for (const code of ['be', 'EU', 'EZ', 'UN', 'UK', 'XK', 'QO', 'ZZ', 'BEL', ''])
      expect(isCountryCode(code), code).toBe(false);
  });
});

describe('withAddress', () => {
  it('appends a new address and clears the previous default of each kind it takes', () => {
    const book = [address('a', true, true), address('b')];
    expect(withAddress(book, address('c', false, true))).toEqual([
      address('a', true, false),
      address('b'),
      address('c', false, true),
    ]);
  });

  it('replaces an address in place and keeps the others when it takes no default', () => {
    const book = [address('a', true, false), address('b', false, true)];
    expect(withAddress(book, { ...address('b', false, false) })).toEqual([address('a', true, false), address('b')]);
    expect(withAddress(book, address('b', true, true))).toEqual([address('a'), address('b', true, true)]);
  });
});

describe('withoutAddress', () => {
  it('drops the address and leaves its kinds without a default', () => {
    expect(withoutAddress([address('a', true, true), address('b')], 'a')).toEqual([address('b')]);
  });
});
