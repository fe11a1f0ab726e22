import { describe, expect, it } from 'vitest';
import { resolvePrincipal } from '../../../lib/auth/principal.js';
import type { TokenRecord } from '../../../lib/auth/token-record.js';
import { authorizeTokenRequest } from '../../../lib/auth/token-rules.js';

const OWNED = '1'.repeat(24);
const MEMBER_OF = '2'.repeat(24);
const caller = (overrides: Partial<TokenRecord> = {}) =>
  resolvePrincipal({
    token: {
      id: '3'.repeat(24),
      kind: 'user',
      userId: '4'.repeat(24),
      master: true,
      hint: '',
      createdAt: '',
      updatedAt: '',
      scopes: ['read_content', 'write_site', 'write_themes'],
      sites: { [OWNED]: { role: 'owner', subdomain: 'mine' }, [MEMBER_OF]: { role: 'member', subdomain: 'theirs' } },
      ...overrides,
    },
    auth: 'token',
    now: new Date(),
  });

const attempt = (fn: () => unknown) => {
  try {
    return fn();
  } catch (error) {
    return error;
  }
};

describe('authorizeTokenRequest', () => {
  it("grants a user token with a subset of the caller's scopes, reads implied by writes", () => {
    expect(authorizeTokenRequest(caller(), { scopes: ['read_site', 'read_themes'], master: false })).toMatchObject({
      kind: 'user',
    });
  });

  it("refuses scopes beyond the caller's and names them", () => {
    expect(
      attempt(() => authorizeTokenRequest(caller(), { scopes: ['write_content', 'read_orders'], master: false })),
    ).toMatchObject({ status: 403, code: 'scope_escalation', details: { not_held: ['write_content', 'read_orders'] } });
  });

  it("limits a site token to what the caller's role on that site allows", () => {
    expect(authorizeTokenRequest(caller(), { scopes: ['write_site'], master: false, site: 'mine' })).toMatchObject({
      kind: 'site',
      siteId: OWNED,
    });
    expect(
      attempt(() => authorizeTokenRequest(caller(), { scopes: ['write_site'], master: false, site: MEMBER_OF })),
    ).toMatchObject({ code: 'scope_escalation' });
  });

  it('refuses sites the caller does not belong to, master tokens from non-masters, and unknown scopes', () => {
    expect(
      attempt(() => authorizeTokenRequest(caller(), { scopes: [], master: false, site: 'elsewhere' })),
    ).toMatchObject({ status: 403, code: 'site_forbidden' });
    expect(attempt(() => authorizeTokenRequest(caller({ master: false }), { scopes: [], master: true }))).toMatchObject(
      { status: 403, code: 'master_required' },
    );
    expect(attempt(() => authorizeTokenRequest(caller(), { scopes: ['nope'], master: false }))).toMatchObject({
      status: 422,
    });
  });

  it('lets a site token mint site tokens for its own site only, and no user tokens', () => {
    const siteCaller = caller({
      kind: 'site',
      siteId: OWNED,
      sites: { [OWNED]: { role: 'owner', subdomain: 'mine' } },
    });
    expect(authorizeTokenRequest(siteCaller, { scopes: ['read_content'], master: false, site: OWNED })).toMatchObject({
      kind: 'site',
    });
    expect(attempt(() => authorizeTokenRequest(siteCaller, { scopes: [], master: false }))).toMatchObject({
      code: 'user_token_required',
    });
  });
});
