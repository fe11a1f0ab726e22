import { randomBytes } from 'node:crypto';
import { hashSecret } from '../auth/tokens.js';
import { putNewItem, readItem, updateItem } from '../db/one-item.js';
import { newId, timestamp } from '../db/keys.js';
import { invalidGrant } from './errors.js';
import { revokeGrant } from './grant-revocation.js';
import { oauthKeys } from './keys.js';
import { verifyPkce } from './pkce.js';
import type { Subject } from './subject.js';

/** Codes live five minutes (RFC 6749 4.1.2 allows at most ten) and work once. */
export const CODE_TTL = 300;

/** An authorization code as stored under the hash of its value. */
export interface AuthorizationCode {
  readonly client_id: string;
  readonly redirect_uri: string;
  readonly code_challenge: string;
  readonly scopes: readonly string[];
  readonly subject: Subject;
  readonly auth_time: number;
  readonly nonce?: string;
  /** The grant the code starts; chosen now so that a reused code can revoke what it produced. */
  readonly grant_id: string;
  readonly expires_at: number;
  readonly used_at?: string;
}

export type NewCode = Omit<AuthorizationCode, 'grant_id' | 'expires_at' | 'used_at'>;

/** Issues a code bound to client, redirect URI and PKCE challenge: one PutItem. */
export const createCode = async (input: NewCode): Promise<string> => {
  const code = randomBytes(32).toString('base64url');
  const expiresAt = Math.floor(Date.now() / 1000) + CODE_TTL;
  const item: AuthorizationCode = { ...input, grant_id: newId(), expires_at: expiresAt };
  await putNewItem({ ...oauthKeys.code(hashSecret(code)), ...item, ttl: expiresAt });
  return code;
};

export interface RedeemInput {
  readonly code: string;
  readonly clientId: string;
  readonly redirectUri: string;
  readonly codeVerifier?: string;
}

const siteOf = (subject: Subject) => (subject.kind === 'customer' ? subject.siteId : undefined);

/**
 * Spends a code (RFC 6749 4.1.3, RFC 7636 4.6): it must be this client's, unexpired, for this
 * redirect URI and match the PKCE verifier. A code presented a second time fails and revokes the
 * grant it started (RFC 6749 4.1.2). One GetItem and one conditional UpdateItem.
 */
export const redeemCode = async (input: RedeemInput, now = Date.now()): Promise<AuthorizationCode> => {
  const key = oauthKeys.code(hashSecret(input.code));
  const code = (await readItem(key)) as AuthorizationCode | undefined;
  if (!code) throw invalidGrant('The authorization code is invalid');
  if (code.used_at) {
    await revokeGrant(code.grant_id, siteOf(code.subject));
    throw invalidGrant('The authorization code was already used; the tokens issued from it have been revoked');
  }
  if (code.client_id !== input.clientId) throw invalidGrant('The authorization code was issued to another client');
  if (code.expires_at * 1000 <= now) throw invalidGrant('The authorization code has expired');
  if (code.redirect_uri !== input.redirectUri)
    throw invalidGrant('redirect_uri does not match the authorization request');
  if (!verifyPkce(code.code_challenge, input.codeVerifier))
    throw invalidGrant('The PKCE code_verifier does not match the code_challenge');
  const spent = await updateItem(key, {
    UpdateExpression: 'SET used_at = :now',
    ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(used_at)',
    ExpressionAttributeValues: { ':now': timestamp() },
  });
  if (spent.refused) {
    await revokeGrant(code.grant_id, siteOf(code.subject));
    throw invalidGrant('The authorization code was already used; the tokens issued from it have been revoked');
  }
  return code;
};
