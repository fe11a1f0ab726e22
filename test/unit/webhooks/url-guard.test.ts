import { describe, expect, it } from 'vitest';
import { isForbiddenAddress, urlFormProblem, urlProblem } from '../../../lib/webhooks/url-guard.js';

describe('the URL guard', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '224.0.0.1',
    'not-an-ip',
    '::127.0.0.1',
    '::7f00:1',
    '::a9fe:a9fe',
    '2002:7f00:1::1',
    'fec0::1',
  ])('forbids %s', (address) => expect(isForbiddenAddress(address)).toBe(true));

  it.each(['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '172.32.0.1'])('allows %s', (address) =>
    expect(isForbiddenAddress(address)).toBe(false),
  );

  const strict = { allowPrivate: false };
  const local = { allowPrivate: true };
  it.each([
    ['http://example.com/', strict, 'must use https'],
    ['https://127.0.0.1/', strict, 'must not point to a private or local address'],
    ['https://[::1]:8443/', strict, 'must not point to a private or local address'],
    ['https://localhost/', strict, 'must not point to a private or local address'],
    ['https://metadata.google.internal/', strict, 'must not point to a private or local address'],
    ['https://u:p@example.com/', strict, 'must not contain credentials'],
    ['https://example.com/#x', strict, 'must not contain a fragment'],
    ['not a url', strict, 'must be an absolute URL'],
    ['ftp://example.com/', local, 'must use https'],
    ['https://example.com/hook', strict, undefined],
    ['http://127.0.0.1:3000/hook', local, undefined],
  ] as const)('%s (%o): %s', (url, policy, expected) => expect(urlFormProblem(url, policy)).toBe(expected));

  it('refuses a host that resolves to a private address, and one that does not resolve', async () => {
    const resolving = (address: string) => (async () => [{ address, family: 4 }]) as never;
    expect(await urlProblem('https://hooks.example.com/', strict, resolving('10.0.0.5'))).toBe(
      'must not point to a private or local address',
    );
    expect(await urlProblem('https://hooks.example.com/', strict, resolving('93.184.216.34'))).toBeUndefined();
    const failing = (async () => {
      throw new Error('ENOTFOUND');
    }) as never;
    expect(await urlProblem('https://nowhere.example/', strict, failing)).toBe('host does not resolve');
  });
});
