import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashSecret } from '../auth/tokens.js';
import { deleteItem, putNewItem, readItem, updateItem } from '../db/one-item.js';
import { keys, newId, timestamp } from '../db/keys.js';
import type { Page, PageRequest } from '../db/pagination.js';
import { queryUserIndex } from '../db/user-index.js';
import { REFRESH_TOKEN_TTL, revokeClientGrants } from './grant-revocation.js';
import { oauthKeys } from './keys.js';
import type { CreateClient } from './schemas.js';
import { recordOf } from '../db/record.js';

/** A registered OAuth client, stored in its public shape plus the hash of its secret. */
export interface OAuthClient {
  readonly client_id: string;
  readonly name: string;
  readonly redirect_uris: readonly string[];
  readonly scopes: readonly string[];
  /** Confidential clients authenticate with a secret; public ones send their client_id only. */
  readonly confidential: boolean;
  /** Trusted to collect a person's password (resource-owner password grant). */
  readonly first_party: boolean;
  readonly owner_id: string;
  readonly created_at: string;
  readonly updated_at: string;
}

interface StoredClient extends OAuthClient {
  readonly secret_hash?: string;
}

/** Client secrets are recognisable like tokens. */
export const CLIENT_SECRET_PREFIX = 'smcs_';

const toClient = /* @__PURE__ */ recordOf<StoredClient>();

/** Registers a client owned by a user: one PutItem. The secret (confidential clients) exists only in the result. */
export const createClient = async (
  input: CreateClient,
  ownerId: string,
): Promise<{ client: OAuthClient; secret?: string }> => {
  const now = timestamp();
  const secret = input.confidential ? CLIENT_SECRET_PREFIX + randomBytes(32).toString('base64url') : undefined;
  const client: StoredClient = {
    client_id: newId(),
    name: input.name,
    redirect_uris: [...new Set(input.redirect_uris)],
    scopes: [...new Set(input.scopes)],
    confidential: input.confidential,
    first_party: input.first_party,
    owner_id: ownerId,
    created_at: now,
    updated_at: now,
    ...(secret && { secret_hash: hashSecret(secret) }),
  };
  await putNewItem({
    ...oauthKeys.client(client.client_id),
    gsi1pk: keys.userIndex(ownerId),
    gsi1sk: oauthKeys.clientIndexSk(client.client_id),
    ...client,
  });
  const { secret_hash: _hash, ...shown } = client;
  return { client: shown, secret };
};

/** A client with its secret hash, for authentication: one GetItem. A client being deleted counts as gone. */
export const getClient = async (clientId: string): Promise<StoredClient | undefined> => {
  const item = await readItem(oauthKeys.client(clientId), { eventual: true });
  return item && item.deleted_at === undefined ? toClient(item) : undefined;
};

/** The clients a user registered: one Query on the user's GSI1 partition. */
export const listUserClients = async (ownerId: string, page: PageRequest): Promise<Page<OAuthClient>> => {
  const result = await queryUserIndex(ownerId, oauthKeys.clientIndexSk(''), page);
  return { ...result, items: result.items.map(toClient) };
};

/**
 * Deletes a user's client and revokes every grant it holds, so its access and refresh tokens stop
 * working at once (its pending codes too: every grant step loads the client). Three steps, each
 * safe to run again:
 * 1. marks the client deleted (one conditional UpdateItem; false when absent or owned by someone
 *    else): from then on it authenticates nothing, no grant can be written for it (grant writes
 *    check it in their transaction) and it leaves its owner's list;
 * 2. revokes its grants (a GSI1 Query per page, then each grant);
 * 3. deletes the client item (one DeleteItem).
 * A failure in 2 or 3 surfaces (503), and the client's retried DELETE finishes the job, since a
 * client marked deleted still matches its owner in step 1. A grant written in the instant before
 * step 1 may not be in the index yet (GSI replication lag): its refresh token already fails with
 * the client gone, and its access token runs out within its hour.
 */
export const deleteClient = async (ownerId: string, clientId: string): Promise<boolean> => {
  const marked = await updateItem(oauthKeys.client(clientId), {
    UpdateExpression: 'SET deleted_at = if_not_exists(deleted_at, :now), #ttl = :ttl REMOVE gsi1pk, gsi1sk',
    ConditionExpression: 'owner_id = :owner',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    // Should a retry never come, TTL clears the mark once no token it could have issued is alive.
    ExpressionAttributeValues: {
      ':owner': ownerId,
      ':now': timestamp(),
      ':ttl': Math.floor(Date.now() / 1000) + REFRESH_TOKEN_TTL,
    },
  });
  if (marked.refused) return false;
  await revokeClientGrants(clientId);
  await deleteItem(oauthKeys.client(clientId));
  return true;
};

/** True when `secret` is the client's secret (constant-time on the hashes). */
export const clientSecretMatches = (client: StoredClient, secret: string): boolean => {
  if (!client.secret_hash) return false;
  const expected = Buffer.from(client.secret_hash, 'hex');
  const actual = Buffer.from(hashSecret(secret), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
};
