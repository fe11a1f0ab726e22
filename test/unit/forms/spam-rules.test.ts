import { describe, expect, it } from 'vitest';
import { countLinks, spamReasons, type FormTokenCheck } from '../../../lib/forms/spam-rules.js';

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
    expect(
      countLinks({
        a: 'http://a.example https://b.example',
        b: ['www.c.example'],
        c: { d: 'https://d.example' },
        e: 5,
      }),
    ).toBe(4);
  });
});
