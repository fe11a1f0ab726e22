import type { Role } from './scopes.js';

/** How a token was issued, which decides how it resolves a site. */
export type TokenKind =
  /** a person's token: acts on any site the user is a member of, named by X-Service-Site */
  | 'user'
  /** bound to one site */
  | 'site'
  /** a customer of one site (OAuth with `site=`): site and customer come from the token itself */
  | 'customer';

/** A site the token's user may act on, with the user's role there (kept in sync by membership changes). */
export interface TokenSite {
  readonly role: Role;
  readonly subdomain: string;
  /** The site's pinned API version (lib/versions), copied here so authentication reads it with the token. */
  readonly apiVersion?: string;
}

/** A token as stored, under the hash of its secret. The secret itself is never stored. */
export interface TokenRecord {
  readonly id: string;
  readonly kind: TokenKind;
  readonly userId?: string;
  readonly customerId?: string;
  /** The bound site of site and customer tokens. */
  readonly siteId?: string;
  readonly scopes: readonly string[];
  readonly master: boolean;
  readonly note?: string;
  readonly noteUrl?: string;
  readonly app?: { readonly name: string; readonly url: string };
  /** OAuth client the token was issued to, and the grant it belongs to. */
  readonly clientId?: string;
  readonly grantId?: string;
  /** First characters of the secret, so a person can recognise a token in a list. */
  readonly hint: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** RFC 3339; absent when the token never expires. */
  readonly expiresAt?: string;
  /** RFC 3339, rewritten at most once a minute; absent until the token is first used. */
  readonly lastUsedAt?: string;
  /**
   * A cloud code invocation's own token: how deep its writes are, so the hooks they run
   * are one level deeper (a write at depth 4 is refused).
   */
  readonly invocationDepth?: number;
  /** Sites this token may act on, keyed by site id. */
  readonly sites: Readonly<Record<string, TokenSite>>;
}
