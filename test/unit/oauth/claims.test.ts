import { describe, expect, it } from 'vitest';
import { identityClaims } from '../../../lib/oauth/claims.js';
import { discoveryDocument } from '../../../lib/oauth/discovery.js';

const profile = { sub: 'u1', email: 'a@example.com', name: 'Ann Lee', given_name: 'Ann', family_name: 'Lee' };

describe('identity claims', () => {
  it('releases only sub for openid alone', () => {
    expect(identityClaims(profile, ['openid'])).toEqual({ sub: 'u1' });
  });

  it('releases the email for email, and name and email for profile', () => {
    expect(identityClaims(profile, ['openid', 'email'])).toEqual({
      sub: 'u1',
      email: 'a@example.com',
      email_verified: false,
    });
    expect(identityClaims(profile, ['openid', 'profile'])).toMatchObject({
      name: 'Ann Lee',
      given_name: 'Ann',
      family_name: 'Lee',
      email: 'a@example.com',
    });
  });

  it('names the site of a customer', () => {
    expect(identityClaims({ ...profile, site_id: 's1' }, ['openid'])).toEqual({ sub: 'u1', site_id: 's1' });
  });
});

describe('discovery document', () => {
  it('derives every endpoint from the issuer', () => {
    const doc = discoveryDocument('https://api.example/oauth2');
    expect(doc.token_endpoint).toBe('https://api.example/oauth2/token');
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.authorization_response_iss_parameter_supported).toBe(true);
  });
});
