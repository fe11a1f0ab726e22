import { randomBytes } from 'node:crypto';
import { hashSecret } from '../auth/tokens.js';
import { TABLE_NAME } from '../db/client.js';
import { readItem } from '../db/one-item.js';
import { timestamp } from '../db/keys.js';
import { labelled, sendTransaction, TransactionRefused, type TransactionItem } from '../db/transaction.js';
import { invalidClient, invalidGrant } from './errors.js';
import { clientGrantIndex, clientLive, REFRESH_TOKEN_TTL, revokeGrant } from './grant-revocation.js';
import type { Grant } from './grant-record.js';
import { oauthKeys } from './keys.js';
import { refreshScopes } from './scope-rules.js';
import { prepareAccessToken, subjectProfile, type Subject, type SubjectProfile } from './subject.js';

export const REFRESH_TOKEN_PREFIX = 'smr_';

interface RefreshTokenItem {
  readonly grant_id: string;
  readonly site_id?: string;
  readonly client_id: string;
  readonly expires_at: number;
  readonly used_at?: string;
}

/** What the token endpoint hands out for a grant. */
export interface TokenSet {
  readonly grant: Grant;
  readonly profile: SubjectProfile;
  readonly accessToken: string;
  readonly expiresIn: number;
  /** The access token's scopes (the grant's, or fewer when narrowed). */
  readonly scopes: readonly string[];
  readonly refreshToken: string;
}

interface ClientRef {
  readonly client_id: string;
  readonly name: string;
}

const siteOf = (subject: Subject) => (subject.kind === 'customer' ? subject.siteId : undefined);
const nowSeconds = () => Math.floor(Date.now() / 1000);

const newRefreshToken = (grantId: string, siteId: string | undefined, clientId: string) => {
  const secret = REFRESH_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const expiresAt = nowSeconds() + REFRESH_TOKEN_TTL;
  const item: RefreshTokenItem = { grant_id: grantId, site_id: siteId, client_id: clientId, expires_at: expiresAt };
  return {
    secret,
    hash: hashSecret(secret),
    put: { TableName: TABLE_NAME, Item: { ...oauthKeys.refreshToken(hashSecret(secret)), ...item, ttl: expiresAt } },
  };
};

const requireProfile = async (subject: Subject): Promise<SubjectProfile> => {
  const profile = await subjectProfile(subject);
  if (!profile) throw invalidGrant('The account behind this grant no longer exists');
  return profile;
};

type PreparedAccess = Awaited<ReturnType<typeof prepareAccessToken>>;
type PreparedRefresh = ReturnType<typeof newRefreshToken>;

/**
 * Sends a grant's write (`grant`: its creation, or its rotation with the spent refresh token) with
 * the new access and refresh tokens and the client's liveness check, as one transaction, so a
 * failure leaves no live token. A refused client is `invalid_client`; other refusals go to `refused`
 * (which throws its answer), else are rethrown.
 */
const sendGrantTokens = async (
  grantWrites: readonly TransactionItem[],
  access: PreparedAccess,
  refresh: PreparedRefresh,
  clientId: string,
  refused: (error: TransactionRefused) => Promise<void> | void,
): Promise<void> => {
  try {
    await sendTransaction([
      ...grantWrites,
      labelled('access-token', { Put: access.put }),
      labelled('refresh-token', { Put: refresh.put }),
      clientLive(clientId),
    ]);
  } catch (error) {
    if (!(error instanceof TransactionRefused)) throw error;
    if (error.refused('client')) throw invalidClient('The client no longer exists');
    await refused(error);
    throw error;
  }
};

/** What the token endpoint answers for a grant whose tokens were stored. */
const tokenSet = (
  grant: Grant,
  profile: SubjectProfile,
  access: PreparedAccess,
  refresh: PreparedRefresh,
): TokenSet => ({
  grant,
  profile,
  accessToken: access.secret,
  expiresIn: lifetimeOf(access.record),
  scopes: access.record.scopes,
  refreshToken: refresh.secret,
});

const revoked = () => invalidGrant('The authorization grant has been revoked');
export interface StartGrantInput {
  readonly grantId: string;
  readonly client: ClientRef;
  readonly subject: Subject;
  readonly scopes: readonly string[];
  readonly authTime: number;
}

/**
 * Creates a grant with its first access and refresh tokens: the profile (one GetItem), then one
 * transaction writing the grant (only if no grant or tombstone with this id exists: a revoked code
 * cannot start one), the access token and the refresh token, so a failure leaves no live token.
 */
export const startGrant = async (input: StartGrantInput): Promise<TokenSet> => {
  const profile = await requireProfile(input.subject);
  const siteId = siteOf(input.subject);
  const access = await prepareAccessToken({
    subject: input.subject,
    scopes: input.scopes,
    clientId: input.client.client_id,
    clientName: input.client.name,
    grantId: input.grantId,
  });
  const refresh = newRefreshToken(input.grantId, siteId, input.client.client_id);
  const now = timestamp();
  const grant: Grant = {
    grant_id: input.grantId,
    client_id: input.client.client_id,
    subject: input.subject,
    scopes: [...input.scopes],
    auth_time: input.authTime,
    created_at: now,
    updated_at: now,
    access_tokens: { [hashSecret(access.secret)]: Math.floor(Date.parse(access.record.expiresAt as string) / 1000) },
    refresh_hash: refresh.hash,
  };
  await sendGrantTokens(
    [
      labelled('grant', {
        Put: {
          TableName: TABLE_NAME,
          Item: {
            ...oauthKeys.grant(grant.grant_id, siteId),
            ...grant,
            ...(siteId && { site_id: siteId }),
            ...clientGrantIndex(grant),
            ttl: nowSeconds() + REFRESH_TOKEN_TTL,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      }),
    ],
    access,
    refresh,
    grant.client_id,
    (error) => {
      if (error.refused('grant')) throw revoked();
    },
  );
  return tokenSet(grant, profile, access, refresh);
};

/**
 * A new access token's `expires_in`: its lifetime as issued (expired_at − created_at, both whole
 * seconds), not the time left when the answer is built, which a slow request would shave a second off.
 */
const lifetimeOf = (record: { readonly createdAt: string; readonly expiresAt?: string }) =>
  Math.max(0, Math.round((Date.parse(record.expiresAt as string) - Date.parse(record.createdAt)) / 1000));

const getRefreshToken = async (secret: string): Promise<RefreshTokenItem | undefined> => {
  return (await readItem(oauthKeys.refreshToken(hashSecret(secret)))) as RefreshTokenItem | undefined;
};

/** A grant by id: one strongly consistent GetItem (revocation must be seen at once). */
export const getGrant = async (grantId: string, siteId?: string): Promise<Grant | undefined> => {
  return (await readItem(oauthKeys.grant(grantId, siteId))) as Grant | undefined;
};

/**
 * The live grant a refresh token belongs to, for `client` (undefined when the token is unknown,
 * expired, already rotated, another client's, or its grant is revoked). One or two GetItems.
 */
export const activeRefreshToken = async (
  secret: string,
  clientId: string,
): Promise<{ grant: Grant; expiresAt: number } | undefined> => {
  if (!secret.startsWith(REFRESH_TOKEN_PREFIX)) return undefined;
  const item = await getRefreshToken(secret);
  if (!item || item.client_id !== clientId || item.used_at || item.expires_at <= nowSeconds()) return undefined;
  const grant = await getGrant(item.grant_id, item.site_id);
  if (!grant?.grant_id || grant.revoked_at) return undefined;
  return { grant, expiresAt: item.expires_at };
};

/** Revokes the grant of a refresh token when it belongs to `clientId` (RFC 7009). False when it does not. */
export const revokeRefreshToken = async (secret: string, clientId: string): Promise<boolean> => {
  if (!secret.startsWith(REFRESH_TOKEN_PREFIX)) return false;
  const item = await getRefreshToken(secret);
  if (!item || item.client_id !== clientId) return false;
  await revokeGrant(item.grant_id, item.site_id);
  return true;
};

export interface RotateInput {
  readonly refreshToken: string;
  readonly client: ClientRef;
  /** The `scope` parameter, which may narrow but never widen. */
  readonly scopes?: string[];
}

/**
 * The refresh_token grant with rotation (RFC 6749 6, RFC 9700 4.14.2): the presented token is
 * spent, a new one replaces it. A token presented again after its rotation revokes the whole grant.
 * Reads the token and the grant, spends the token with a conditional UpdateItem, issues the access
 * token, then records both new tokens in one transaction that fails if the grant was revoked meanwhile.
 */
export const rotateGrant = async (input: RotateInput): Promise<TokenSet> => {
  const item = input.refreshToken.startsWith(REFRESH_TOKEN_PREFIX)
    ? await getRefreshToken(input.refreshToken)
    : undefined;
  if (!item || item.client_id !== input.client.client_id) throw invalidGrant('The refresh token is invalid');
  if (item.used_at) {
    await revokeGrant(item.grant_id, item.site_id);
    throw invalidGrant('The refresh token was already used; the grant has been revoked');
  }
  if (item.expires_at <= nowSeconds()) throw invalidGrant('The refresh token has expired');
  const grant = await getGrant(item.grant_id, item.site_id);
  if (!grant?.grant_id || grant.revoked_at) throw revoked();
  const scopes = refreshScopes(input.scopes, grant.scopes);
  const profile = await requireProfile(grant.subject);

  const hash = hashSecret(input.refreshToken);
  const siteId = siteOf(grant.subject);
  const access = await prepareAccessToken({
    subject: grant.subject,
    scopes,
    clientId: grant.client_id,
    clientName: input.client.name,
    grantId: grant.grant_id,
  });
  const refresh = newRefreshToken(grant.grant_id, siteId, grant.client_id);
  const accessHash = hashSecret(access.secret);
  // Expired access tokens leave the grant's list as new ones join, so the item stays small.
  const expired = Object.entries(grant.access_tokens)
    .filter(([, exp]) => exp <= nowSeconds())
    .map(([h]) => h);
  const names: Record<string, string> = { '#new': accessHash, '#ttl': 'ttl' };
  expired.forEach((h, i) => {
    names[`#old${i}`] = h;
  });
  // One transaction spends the presented token, records the new ones on the grant and stores them:
  // a failure leaves the presented token unspent, so the client's retry is not taken for reuse.
  await sendGrantTokens(
    [
      labelled('refresh', {
        Update: {
          TableName: TABLE_NAME,
          Key: oauthKeys.refreshToken(hash),
          UpdateExpression: 'SET used_at = :now',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(used_at)',
          ExpressionAttributeValues: { ':now': timestamp() },
        },
      }),
      labelled('grant', {
        Update: {
          TableName: TABLE_NAME,
          Key: oauthKeys.grant(grant.grant_id, siteId),
          // if_not_exists: a grant from before the client index gets its entry on its next refresh.
          UpdateExpression: `SET access_tokens.#new = :exp, refresh_hash = :refresh, updated_at = :now, #ttl = :ttl, gsi1pk = if_not_exists(gsi1pk, :clientIndex), gsi1sk = if_not_exists(gsi1sk, :grantId)${expired.length ? ` REMOVE ${expired.map((_, i) => `access_tokens.#old${i}`).join(', ')}` : ''}`,
          ConditionExpression:
            'attribute_exists(grant_id) AND attribute_not_exists(revoked_at) AND refresh_hash = :previous',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: {
            ':exp': Math.floor(Date.parse(access.record.expiresAt as string) / 1000),
            ':refresh': refresh.hash,
            ':previous': hash,
            ':now': timestamp(),
            ':ttl': nowSeconds() + REFRESH_TOKEN_TTL,
            ':clientIndex': oauthKeys.clientGrantsIndexPk(grant.client_id),
            ':grantId': grant.grant_id,
          },
        },
      }),
    ],
    access,
    refresh,
    grant.client_id,
    async (error) => {
      if (error.refused('refresh')) {
        // Spent meanwhile by another request: a reuse.
        await revokeGrant(item.grant_id, item.site_id);
        throw invalidGrant('The refresh token was already used; the grant has been revoked');
      }
      if (error.refused('grant')) throw revoked();
    },
  );
  return tokenSet({ ...grant, refresh_hash: refresh.hash }, profile, access, refresh);
};
