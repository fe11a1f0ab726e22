import { forbidden, unprocessable } from '../http/errors.js';
import type { Principal } from './principal.js';
import { impliedScopes, isScope, roleScopes } from './scopes.js';
import type { TokenSite } from './token-record.js';

export interface TokenRequest {
  readonly scopes: readonly string[];
  readonly master: boolean;
  /** Site id or subdomain for a site-scoped token. */
  readonly site?: string;
}

export interface TokenGrant {
  readonly kind: 'user' | 'site';
  readonly siteId?: string;
  readonly sites: Record<string, TokenSite>;
}

/**
 * Decides what a new token may be, from the caller's own token: no scope the caller cannot use
 * on the target, no master token unless the caller is one, site tokens only for sites the caller
 * belongs to. Pure, so the escalation rules are unit tested exhaustively.
 */
export const authorizeTokenRequest = (caller: Principal, request: TokenRequest): TokenGrant => {
  const unknown = request.scopes.filter((scope) => !isScope(scope));
  if (unknown.length) {
    throw unprocessable(
      unknown.map((scope) => ({ field: 'scopes', message: `Unknown scope: ${scope}`, code: 'unknown_scope' })),
      `Unknown scope(s): ${unknown.join(', ')}`,
    );
  }
  const token = caller.token;
  if (token.kind === 'customer') throw forbidden('customer_token_not_allowed', 'Customer tokens cannot create tokens');
  if (request.master && !token.master)
    throw forbidden('master_required', 'Only a master token can create a master token');

  let grant: TokenGrant;
  let usable: readonly string[];
  if (request.site === undefined) {
    if (token.kind !== 'user')
      throw forbidden('user_token_required', 'A user-scoped token can only be created with a user token');
    grant = { kind: 'user', sites: { ...token.sites } };
    usable = caller.granted;
  } else {
    const wanted = request.site.toLowerCase();
    const entry = Object.entries(token.sites).find(([id, site]) => id === wanted || site.subdomain === wanted);
    if (!entry || (token.kind === 'site' && entry[0] !== token.siteId)) {
      throw forbidden('site_forbidden', 'The caller is not a member of that site');
    }
    const [siteId, site] = entry;
    const allowed = new Set<string>(roleScopes(site.role));
    grant = { kind: 'site', siteId, sites: { [siteId]: site } };
    usable = caller.granted.filter((scope) => allowed.has(scope));
  }

  const held = impliedScopes(usable);
  const escalated = request.scopes.filter((scope) => !held.has(scope as never));
  if (escalated.length) {
    throw forbidden('scope_escalation', `The caller cannot grant scope(s) it does not hold: ${escalated.join(', ')}`, {
      details: { not_held: escalated },
    });
  }
  return grant;
};
