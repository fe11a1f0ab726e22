import { describe, expect, it } from 'vitest';
import { checkFormToken, signFormToken } from '../../../lib/forms/form-token-rules.js';

const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const CHANNEL = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const key = Buffer.alloc(32, 7);

describe('form tokens', () => {
  const at = new Date('2026-05-01T10:00:00Z');
  const token = signFormToken(key, SITE, CHANNEL, at);
  it("tells a token's age", () => {
    expect(checkFormToken(key, SITE, CHANNEL, token, new Date(at.getTime() + 4_500), 86_400)).toEqual({
      status: 'valid',
      ageSeconds: 4.5,
    });
    expect(checkFormToken(key, SITE, CHANNEL, token, new Date(at.getTime() - 2_000), 86_400)).toEqual({
      status: 'valid',
      ageSeconds: 0,
    });
  });
  it("refuses forged, altered, other channels' and other sites' tokens, and tells missing and expired ones", () => {
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
    expect(checkFormToken(key, SITE, CHANNEL, token, new Date(at.getTime() + 86_401_000), 86_400).status).toBe(
      'expired',
    );
  });
});
