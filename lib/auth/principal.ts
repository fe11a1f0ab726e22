import type { RouteAuth } from './route-auth.js';
import { badRequest, forbidden, unauthorized } from '../http/errors.js';
import { hasScope, roleScopes, acceptedScopes, formatScopes, type Role, type Scope } from './scopes.js';
import type { TokenRecord } from './token-record.js';

/** The caller of one request: its token and, on site routes, the site it acts on. */
export interface Principal {
  readonly token: TokenRecord;
  /** Scopes the token was granted (the X-OAuth-Scopes header). */
  readonly granted: readonly string[];
  /** Scopes usable on this request: the granted ones that the caller's role on the site allows. */
  readonly scopes: readonly string[];
  readonly site?: {
    readonly id: string;
    readonly subdomain: string;
    readonly role?: Role;
    /** The API version the site pinned, if any (answers default to it). */
    readonly apiVersion?: string;
  };
}

interface ResolveInput {
  readonly token: TokenRecord | undefined;
  readonly auth: RouteAuth;
  /** The X-Service-Site header, when sent. */
  readonly siteHeader?: string;
  readonly now: Date;
}

const matchesSite = (siteId: string, subdomain: string | undefined, header: string) =>
  header === siteId || (subdomain !== undefined && header.toLowerCase() === subdomain);

/**
 * Turns a looked-up token into the request's principal: checks expiry, resolves the site
 * (bound site or X-Service-Site) and narrows the scopes to what the role there allows.
 * Pure: the caller has already fetched the token.
 */
export const resolvePrincipal = ({ token, auth, siteHeader, now }: ResolveInput): Principal => {
  if (!token) throw unauthorized('invalid_token', 'The bearer token is invalid or has been revoked');
  if (token.expiresAt !== undefined && Date.parse(token.expiresAt) <= now.getTime()) {
    throw unauthorized('token_expired', 'The bearer token has expired');
  }
  const granted = token.scopes;
  if (auth !== 'site') return { token, granted, scopes: granted };

  const header = siteHeader?.trim() || undefined;
  if (token.kind === 'site' || token.kind === 'customer') {
    const siteId = token.siteId as string;
    const bound = token.sites[siteId];
    if (header !== undefined && !matchesSite(siteId, bound?.subdomain, header)) {
      throw forbidden('site_mismatch', 'This token is bound to another site than X-Service-Site names');
    }
    const scopes = bound ? narrow(granted, bound.role) : granted;
    return {
      token,
      granted,
      scopes,
      site: { id: siteId, subdomain: bound?.subdomain ?? '', role: bound?.role, apiVersion: bound?.apiVersion },
    };
  }

  if (header === undefined) {
    throw badRequest('site_required', 'User tokens need the X-Service-Site header naming the site (id or subdomain)');
  }
  for (const [siteId, site] of Object.entries(token.sites)) {
    if (matchesSite(siteId, site.subdomain, header)) {
      return { token, granted, scopes: narrow(granted, site.role), site: { id: siteId, ...site } };
    }
  }
  throw forbidden('site_forbidden', "The token's user is not a member of the site named by X-Service-Site");
};

const narrow = (granted: readonly string[], role: Role): string[] => {
  const allowed = new Set<string>(roleScopes(role));
  return granted.filter((scope) => allowed.has(scope));
};

/** Throws 403 unless the principal may use one of `required` on this request. */
export const requireAnyScope = (principal: Principal, required: readonly Scope[]): void => {
  if (required.some((scope) => hasScope(principal.scopes, scope))) return;
  const accepted = required.flatMap(acceptedScopes);
  throw forbidden('insufficient_scope', `This action needs one of these scopes: ${formatScopes(accepted)}`, {
    details: { required: accepted, granted: principal.granted },
    headers: { 'x-accepted-oauth-scopes': formatScopes(accepted) },
  });
};

/** Throws 403 unless the principal may use `required` on this request. */
export const requireScope = (principal: Principal, required: Scope): void => requireAnyScope(principal, [required]);
