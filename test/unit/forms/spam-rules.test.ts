import { describe, expect, it } from 'vitest';
import { checkFormToken, signFormToken } from '../../../lib/forms/form-token-rules.js';
import { countLinks, spamReasons, type FormTokenCheck } from '../../../lib/forms/spam-rules.js';

const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const CHANNEL = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const key = Buffer.alloc(32, 7);
const valid = (ageSeconds: number): FormTokenCheck => ({ status: 'valid', ageSeconds });
const judge = (values: Record<string, unknown>, extra: { honeypot?: string; formToken?: FormTokenCheck } = {}) =>
  spamReasons({ values, minSeconds: 3, formToken: extra.formToken ?? valid(10), honeypot: extra.honeypot });

describe('spamReasons', () => {
  it('passes an ordinary submission', () => {
    expect(judge({ name: 'Ann', message: 'See https://example.org for our menu, or www.example.com.' })).toEqual([]);
  });
  it('names every rule a submission breaks', () => {
    expect(judge({ name: 'x' }, { honeypot: 'http://spam' })).toEqual(['honeypot']);
    expect(judge({ name: 'x' }, { honeypot: '  ' })).toEqual([]);
    expect(judge({ name: 'x' }, { formToken: valid(2.9) })).toEqual(['too_fast']);
    expect(judge({ name: 'x' }, { formToken: valid(3) })).toEqual([]);
    expect(judge({ name: 'x' }, { formToken: { status: 'missing' } })).toEqual(['form_token_missing']);
    expect(judge({ name: 'x' }, { formToken: { status: 'invalid' } })).toEqual(['form_token_invalid']);
    expect(judge({ name: 'x' }, { formToken: { status: 'expired' } })).toEqual(['form_token_expired']);
    const links = Array.from({ length: 6 }, (_, i) => `https://site${i}.example`).join(' ');
    expect(judge({ message: links })).toEqual(['too_many_links']);
    expect(judge({ message: links.split(' ').slice(1).join(' ') })).toEqual([]);
    expect(judge({ message: 'Buy cheap VIAGRA now' })).toEqual(['spam_pattern']);
    expect(judge({ message: '[url=http://x]x[/url]' })).toEqual(['spam_pattern']);
    expect(judge({ message: 'We offer SEO services' })).toEqual(['spam_pattern']);
    expect(judge({ message: 'Casino night at the Ghent scouts' })).toEqual([]);
    expect(judge({ message: 'x' }, { honeypot: 'y', formToken: valid(0) })).toEqual(['honeypot', 'too_fast']);
  });
  it('counts links in every text value, nested ones too', () => {
    expect(countLinks({ a: 'http://a.example https://b.example', b: ['www.c.example'], c: { d: 'https://d.example' }, e: 5 })).toBe(4);
  });
});

describe('form tokens', () => {
  const at = new Date('2026-05-01T10:00:00Z');
  const token = signFormToken(key, SITE, CHANNEL, at);
  it('tells a token\'s age', () => {
    expect(checkFormToken(key, SITE, CHANNEL, token, new Date(at.getTime() + 4_500), 86_400)).toEqual({ status: 'valid', ageSeconds: 4.5 });
    expect(checkFormToken(key, SITE, CHANNEL, token, new Date(at.getTime() - 2_000), 86_400)).toEqual({ status: 'valid', ageSeconds: 0 });
  });
  it('refuses forged, altered, other channels\' and other sites\' tokens, and tells missing and expired ones', () => {
    const later = new Date(at.getTime() + 10_000);
    expect(checkFormToken(key, SITE, CHANNEL, undefined, later, 86_400).status).toBe('missing');
    expect(checkFormToken(key, SITE, CHANNEL, '', later, 86_400).status).toBe('missing');
    expect(checkFormToken(Buffer.alloc(32, 8), SITE, CHANNEL, token, later, 86_400).status).toBe('invalid');
    expect(checkFormToken(key, SITE, 'cccccccccccccccccccccccc', token, later, 86_400).status).toBe('invalid');
    expect(checkFormToken(key, 'cccccccccccccccccccccccc', CHANNEL, token, later, 86_400).status).toBe('invalid');
    const [prefix, issued, mac] = token.split('.') as [string, string, string];
    const backdated = `${prefix}.${(parseInt(issued, 36) - 60_000).toString(36)}.${mac}`;
    expect(checkFormToken(key, SITE, CHANNEL, backdated, later, 86_400).status).toBe('invalid');
    expect(checkFormToken(key, SITE, CHANNEL, 'not a token', later, 86_400).status).toBe('invalid');
    expect(checkFormToken(undefined, SITE, CHANNEL, token, later, 86_400).status).toBe('invalid');
    expect(checkFormToken(key, SITE, CHANNEL, token, new Date(at.getTime() + 86_401_000), 86_400).status).toBe('expired');
  });
});
