import { describe, expect, it } from 'vitest';
import { Webhook as Verifier } from 'standardwebhooks';
import { EVENT_TYPES, isEventPattern, matchesPatterns } from '../../../lib/events/event-types.js';
import { DEFAULT_RETRY_SCHEDULE, parseRetrySchedule } from '../../../lib/webhooks/settings.js';
import { newWebhookSecret, signatureHeader } from '../../../lib/webhooks/signature.js';
import { isForbiddenAddress, urlFormProblem, urlProblem } from '../../../lib/webhooks/url-guard.js';
import { signingSecrets, type Webhook } from '../../../lib/webhooks/webhooks.js';

describe('event types and patterns', () => {
  it('knows every resource action and ping', () => {
    expect(EVENT_TYPES).toContain('page.created');
    expect(EVENT_TYPES).toContain('checkout_profile.deleted');
    expect(EVENT_TYPES).toContain('ping');
    expect(EVENT_TYPES).toContain('order.updated');
    expect(EVENT_TYPES).toContain('product_type.created');
    expect(EVENT_TYPES).toContain('upload.deleted');
    // 15 resources × 3 actions, and ping.
    expect(EVENT_TYPES).toHaveLength(46);
  });

  it.each([
    ['*', true], ['page.*', true], ['shipping_rate.updated', true], ['page.exploded', false], ['nothing.*', false],
    ['ping', false], ['', false], ['page', false], ['*.created', false],
  ])('isEventPattern(%j) is %s', (pattern, expected) => expect(isEventPattern(pattern)).toBe(expected));

  it.each([
    ['page.created', ['*'], true], ['page.created', ['page.*'], true], ['page.created', ['page.updated'], false],
    ['page.created', ['page.created'], true], ['pages.created', ['page.*'], false], ['blog.created', ['page.*', 'blog.created'], true],
    ['ping', ['page.*'], false],
  ] as const)('%s matches %j: %s', (type, patterns, expected) => expect(matchesPatterns(type, patterns)).toBe(expected));
});

describe('signatures', () => {
  it('signs as Standard Webhooks: the standardwebhooks package verifies it', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    const seconds = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({ type: 'ping', timestamp: '2026-01-01T00:00:00Z', data: {} });
    const headers = { 'webhook-id': 'evt_1', 'webhook-timestamp': String(seconds), 'webhook-signature': signatureHeader([secret], 'evt_1', seconds, body) };
    expect(new Verifier(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(headers['webhook-signature']).toBe(new Verifier(secret).sign('evt_1', new Date(seconds * 1000), body));
    expect(() => new Verifier(secret).verify(`${body} `, headers)).toThrow();
  });

  it('carries both signatures while a rotated secret is still valid, only the new one after', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    const webhook = { secret: 'whsec_new', previous_secret: 'whsec_old', previous_secret_expires_at: '2026-01-02T00:00:00Z' } as Webhook;
    expect(signingSecrets(webhook, now)).toEqual(['whsec_new', 'whsec_old']);
    expect(signingSecrets(webhook, Date.parse('2026-01-02T00:00:01Z'))).toEqual(['whsec_new']);
    expect(signatureHeader([newWebhookSecret(), newWebhookSecret()], 'id', 1, 'b').split(' ')).toHaveLength(2);
  });
});

describe('the URL guard', () => {
  it.each([
    '127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1',
    'fd00:ec2::254', 'fc00::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '224.0.0.1', 'not-an-ip',
  ])('forbids %s', (address) => expect(isForbiddenAddress(address)).toBe(true));

  it.each(['93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '172.32.0.1'])('allows %s', (address) => expect(isForbiddenAddress(address)).toBe(false));

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
    expect(await urlProblem('https://hooks.example.com/', strict, resolving('10.0.0.5'))).toBe('must not point to a private or local address');
    expect(await urlProblem('https://hooks.example.com/', strict, resolving('93.184.216.34'))).toBeUndefined();
    const failing = (async () => { throw new Error('ENOTFOUND'); }) as never;
    expect(await urlProblem('https://nowhere.example/', strict, failing)).toBe('host does not resolve');
  });
});

describe('the retry schedule', () => {
  it('defaults to about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, and is replaced by the setting', () => {
    expect(parseRetrySchedule(undefined)).toEqual(DEFAULT_RETRY_SCHEDULE);
    expect(DEFAULT_RETRY_SCHEDULE).toEqual([5, 300, 1800, 7200, 18000, 36000]);
    expect(parseRetrySchedule('1, 2,3')).toEqual([1, 2, 3]);
    expect(() => parseRetrySchedule('1,x')).toThrow();
    expect(() => parseRetrySchedule('-1')).toThrow();
  });
});
