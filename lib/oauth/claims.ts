import type { SubjectProfile } from './subject.js';

/**
 * The identity claims a set of scopes releases (OpenID Connect Core 5.4, with the catalogue's
 * meanings of the scope catalogue): `profile` and `full_profile` give the name (and, per the catalogue, the
 * email); `email` gives the email. `sub` always. Pure.
 */
export const identityClaims = (profile: SubjectProfile, scopes: readonly string[]): Record<string, unknown> => {
  const has = (scope: string) => scopes.includes(scope);
  const withProfile = has('profile') || has('full_profile');
  const claims: Record<string, unknown> = { sub: profile.sub };
  if (withProfile) {
    claims.name = profile.name;
    if (profile.given_name) claims.given_name = profile.given_name;
    if (profile.family_name) claims.family_name = profile.family_name;
  }
  if (withProfile || has('email')) {
    claims.email = profile.email;
    // Accounts are created with their email by whoever runs them; it has not been proven by a link.
    claims.email_verified = false;
  }
  if (profile.site_id) claims.site_id = profile.site_id;
  return claims;
};
