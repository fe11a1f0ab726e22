import { describe, expect, it } from 'vitest';
import { requireScope, resolvePrincipal } from '../../../lib/auth/principal.js';
import type { TokenRecord } from '../../../lib/auth/token-record.js';
import type { ApiError } from '../../../lib/http/errors.js';

const SITE_A = 'a'.repeat(24);
const SITE_B = 'b'.repeat(24);
const now = new Date('2026-06-01T00:00:00Z');

const token = (overrides: Partial<TokenRecord> = {}): TokenRecord => ({
  id: 'c'.repeat(24),
  kind: 'user',
  userId: 'u'.repeat(24),
  scopes: ['read_site', 'write_site', 'write_content'],
  master: true,
  hint: 'smp_abcd',
  createdAt: '',
  updatedAt: '',
  sites: { [SITE_A]: { role: 'owner', subdomain: 'alpha' }, [SITE_B]: { role: 'member', subdomain: 'beta' } },
  ...overrides,
});

const failure = (fn: () => unknown): ApiError => {
  try {
    fn();
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a failure');
};

describe('resolvePrincipal', () => {
  it('refuses a missing token with 401 invalid_token and an expired one with 401 token_expired', () => {
    expect(failure(() => resolvePrincipal({ token: undefined, auth: 'token', now }))).toMatchObject({
      status: 401,
      code: 'invalid_token',
    });
    expect(
      failure(() => resolvePrincipal({ token: token({ expiresAt: '2026-05-31T23:59:59Z' }), auth: 'token', now })),
    ).toMatchObject({ status: 401, code: 'token_expired' });
  });

  it('needs no site on token routes and keeps the granted scopes', () => {
    const principal = resolvePrincipal({ token: token(), auth: 'token', now });
    expect(principal.site).toBeUndefined();
    expect(principal.scopes).toEqual(['read_site', 'write_site', 'write_content']);
  });

  it("resolves a user token's site by id or subdomain (case-insensitive) and narrows scopes to the role", () => {
    expect(resolvePrincipal({ token: token(), auth: 'site', siteHeader: 'ALPHA', now }).site).toEqual({
      id: SITE_A,
      role: 'owner',
      subdomain: 'alpha',
    });
    const member = resolvePrincipal({ token: token(), auth: 'site', siteHeader: SITE_B, now });
    expect(member.scopes).toEqual(['read_site', 'write_content']);
    expect(member.granted).toEqual(['read_site', 'write_site', 'write_content']);
  });

  it('answers 400 without X-Service-Site and 403 for a site outside the token', () => {
    expect(failure(() => resolvePrincipal({ token: token(), auth: 'site', siteHeader: '  ', now }))).toMatchObject({
      status: 400,
      code: 'site_required',
    });
    expect(failure(() => resolvePrincipal({ token: token(), auth: 'site', siteHeader: 'gamma', now }))).toMatchObject({
      status: 403,
      code: 'site_forbidden',
    });
  });

  it('binds a site token to its site, with or without a matching header, and refuses another', () => {
    const siteToken = token({
      kind: 'site',
      siteId: SITE_B,
      sites: { [SITE_B]: { role: 'member', subdomain: 'beta' } },
    });
    expect(resolvePrincipal({ token: siteToken, auth: 'site', now }).site?.id).toBe(SITE_B);
    expect(resolvePrincipal({ token: siteToken, auth: 'site', siteHeader: 'beta', now }).site?.id).toBe(SITE_B);
    expect(failure(() => resolvePrincipal({ token: siteToken, auth: 'site', siteHeader: SITE_A, now }))).toMatchObject({
      status: 403,
      code: 'site_mismatch',
    });
  });
});

describe('requireScope', () => {
  it('passes with the scope or its write twin and throws 403 with the accepted scopes otherwise', () => {
    const principal = resolvePrincipal({ token: token(), auth: 'site', siteHeader: SITE_B, now });
    expect(() => requireScope(principal, 'read_content')).not.toThrow();
    const error = failure(() => requireScope(principal, 'read_themes'));
    expect(error).toMatchObject({
      status: 403,
      code: 'insufficient_scope',
      headers: { 'x-accepted-oauth-scopes': 'read_themes, write_themes' },
    });
  });
});
