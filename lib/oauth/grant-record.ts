import type { Subject } from './subject.js';

/**
 * One authorization a person gave one client: its scopes and the tokens issued under it, so the
 * whole grant can be revoked at once (code reuse, refresh reuse, revocation of a refresh token).
 * User grants are global items; a customer's grant lives under its site's partition prefix.
 */
export interface Grant {
  readonly grant_id: string;
  readonly client_id: string;
  readonly subject: Subject;
  readonly scopes: readonly string[];
  /** Epoch seconds of the sign-in behind the grant (the ID token's auth_time). */
  readonly auth_time: number;
  readonly created_at: string;
  readonly updated_at: string;
  /** Hashes of the access tokens issued under the grant, with their expiry (epoch seconds). */
  readonly access_tokens: Readonly<Record<string, number>>;
  /** Hash of the one refresh token that may be used next. */
  readonly refresh_hash: string;
  /** Set when revoked; the item stays as a tombstone so a late token write cannot revive it. */
  readonly revoked_at?: string;
}
