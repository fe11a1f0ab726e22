import { describe, expect, it } from 'vitest';
import { acceptedScopes, hasScope, impliedScopes, isScope, roleScopes, SCOPES } from '../../../lib/auth/scopes.js';

describe('scopes', () => {
  it('holds the 30 scopes of the spec catalogue', () => {
    expect(SCOPES).toHaveLength(30);
    expect(isScope('read_content')).toBe(true);
    expect(isScope('read_everything')).toBe(false);
  });

  it('accepts write_X for read_X and nothing else for scopes without a write twin', () => {
    expect(acceptedScopes('read_content')).toEqual(['read_content', 'write_content']);
    expect(acceptedScopes('read_user')).toEqual(['read_user']);
    expect(acceptedScopes('write_site')).toEqual(['write_site']);
    expect(acceptedScopes('openid')).toEqual(['openid']);
  });

  it('lets write_X satisfy read_X but never the reverse', () => {
    expect(hasScope(['write_themes'], 'read_themes')).toBe(true);
    expect(hasScope(['read_themes'], 'write_themes')).toBe(false);
    expect(hasScope([], 'read_themes')).toBe(false);
  });

  it('implies read scopes from write scopes and ignores unknown names', () => {
    expect([...impliedScopes(['write_coupons', 'bogus'])].sort()).toEqual(['read_coupons', 'write_coupons']);
  });

  it('gives owners the whole catalogue and members everything but site administration and sensitive channels', () => {
    expect(roleScopes('owner')).toEqual([...SCOPES]);
    const member = roleScopes('member');
    expect(member).not.toContain('write_site');
    expect(member).not.toContain('read_sensitive_channels');
    expect(member).toContain('write_content');
    expect(member).toContain('read_site');
  });
});
