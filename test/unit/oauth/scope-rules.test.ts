import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_SCOPES,
  grantableScopes,
  parseScopeParam,
  refreshScopes,
  requestedScopes,
} from '../../../lib/oauth/scope-rules.js';

describe('scope rules', () => {
  it('parses the space-delimited scope parameter without duplicates', () => {
    expect(parseScopeParam('openid  email openid')).toEqual(['openid', 'email']);
    expect(parseScopeParam(undefined)).toBeUndefined();
  });

  it("defaults to the client's registered scopes", () => {
    expect(requestedScopes(undefined, ['openid', 'read_site'])).toEqual(['openid', 'read_site']);
  });

  it('refuses unknown and unregistered scopes with invalid_scope', () => {
    expect(() => requestedScopes(['nope'], ['openid'])).toThrow(
      expect.objectContaining({ error: 'invalid_scope', status: 400 }),
    );
    expect(() => requestedScopes(['write_site'], ['openid'])).toThrow(
      expect.objectContaining({ error: 'invalid_scope' }),
    );
  });

  it('grants only what the subject may hold, in catalogue order', () => {
    expect(grantableScopes(['write_site', 'openid', 'read_channels'], CUSTOMER_SCOPES)).toEqual([
      'openid',
      'read_channels',
    ]);
  });

  it('lets refresh narrow but never widen', () => {
    expect(refreshScopes(undefined, ['openid', 'read_site'])).toEqual(['openid', 'read_site']);
    expect(refreshScopes(['read_site'], ['openid', 'read_site'])).toEqual(['read_site']);
    expect(() => refreshScopes(['read_site', 'write_site'], ['read_site'])).toThrow(
      expect.objectContaining({ error: 'invalid_scope' }),
    );
  });

  it('never gives customers back-office scopes', () => {
    for (const scope of ['read_site', 'write_site', 'read_customers', 'read_sensitive_channels', 'write_cloudcode']) {
      expect(CUSTOMER_SCOPES).not.toContain(scope);
    }
  });
});
