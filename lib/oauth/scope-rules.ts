import { isScope, SCOPES, type Scope } from '../auth/scopes.js';
import { invalidScope } from './errors.js';

/**
 * Scopes a customer token may carry: identity, public calls and channel entries (which ACLs
 * still filter). Back-office scopes never reach a customer.
 */
export const CUSTOMER_SCOPES: readonly Scope[] = [
  'openid',
  'profile',
  'email',
  'full_profile',
  'public',
  'read_channels',
  'write_channels',
];

/** The `scope` parameter as a list: space-delimited (RFC 6749 3.3), duplicates dropped. */
export const parseScopeParam = (value: string | undefined): string[] | undefined => {
  if (value === undefined) return undefined;
  return [...new Set(value.split(' ').filter(Boolean))];
};

/** The `scope` parameter form of a list. */
export const formatScopeParam = (scopes: readonly string[]): string => scopes.join(' ');

/**
 * The scopes a request asks for, checked against the catalogue and the client's registration:
 * an absent `scope` means every scope the client registered; anything beyond them is `invalid_scope`.
 */
export const requestedScopes = (requested: string[] | undefined, clientScopes: readonly string[]): Scope[] => {
  if (requested === undefined) return clientScopes.filter(isScope);
  const unknown = requested.filter((scope) => !isScope(scope));
  if (unknown.length) throw invalidScope(`Unknown scope(s): ${unknown.join(' ')}`);
  const unregistered = requested.filter((scope) => !clientScopes.includes(scope));
  if (unregistered.length) throw invalidScope(`The client is not registered for: ${unregistered.join(' ')}`);
  return requested as Scope[];
};

/**
 * What is finally granted: the requested scopes the subject may hold (a user's roles, or the
 * customer scope set), in catalogue order. RFC 6749 3.3 lets the server grant less; the token
 * response's `scope` says what was granted.
 */
export const grantableScopes = (requested: readonly Scope[], allowed: readonly Scope[]): Scope[] => {
  const wanted = new Set<string>(requested);
  const permitted = new Set<string>(allowed);
  return SCOPES.filter((scope) => wanted.has(scope) && permitted.has(scope));
};

/** Refresh may narrow but never widen (RFC 6749 6): `invalid_scope` for anything not in the grant. */
export const refreshScopes = (requested: string[] | undefined, granted: readonly string[]): string[] => {
  if (requested === undefined) return [...granted];
  const extra = requested.filter((scope) => !granted.includes(scope));
  if (extra.length) throw invalidScope(`Refresh cannot add scope(s) that were not granted: ${extra.join(' ')}`);
  return granted.filter((scope) => requested.includes(scope));
};
