import { createHash, randomBytes } from 'node:crypto';
import { GetCommand, type PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { amortized, db, TABLE_NAME } from '../db/client.js';
import { batchGet } from '../db/batch-get.js';
import { keyId, keys, newId, timestamp, ttlFrom, type ItemKey } from '../db/keys.js';
import type { Page, PageRequest } from '../db/pagination.js';
import { deleteItem, putNewItem, readItem } from '../db/one-item.js';
import { queryUserIndex, readUserIndexEntry } from '../db/user-index.js';
import { toRecord } from '../db/record.js';
import type { Role } from './scopes.js';
import type { TokenKind, TokenRecord } from './token-record.js';

/** Readable secret prefixes, GitHub-style, so a leaked secret is recognisable (and scannable). */
export const TOKEN_PREFIXES = { user: 'smp_', site: 'sms_', customer: 'smc_' } as const satisfies Record<
  TokenKind,
  string
>;

/** SHA-256 of a secret: secrets carry 256 random bits, so a fast hash is enough. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const tokenIndexKey = (userOrOwner: string, tokenId: string) => ({
  gsi1pk: keys.userIndex(userOrOwner),
  gsi1sk: `TOKEN#${tokenId}`,
});

/** A window's request count on the token item: `rl_<window index>` (see lib/auth/rate-limit-rules.ts). */
const RATE_PREFIX = 'rl_';

/** The token a stored item records, without its rate-limit counters. */
const tokenRecordOf = (item: Record<string, unknown>): TokenRecord =>
  toRecord<TokenRecord>(
    item,
    Object.keys(item).filter((name) => name.startsWith(RATE_PREFIX)),
  );

/** The flushed request counts of a token item, by window index. */
const countsOf = (item: Record<string, unknown>): Record<number, number> => {
  const counts: Record<number, number> = {};
  for (const [name, value] of Object.entries(item))
    if (name.startsWith(RATE_PREFIX)) counts[Number(name.slice(RATE_PREFIX.length))] = Number(value);
  return counts;
};

/**
 * A secret that names its site: `<prefix><43 random base64url characters>.<site id>` for tokens
 * bound to a site (site and customer tokens), so a request can read its site's resource in the
 * same request as its token. Base64url has no `.`, so older secrets never match.
 */
const SITE_BOUND_SECRET = /^sm[sc]_[A-Za-z0-9_-]{43}\.([0-9a-f]{24})$/;

/** The site a secret names (site-bound secrets only; the token read must still confirm it). */
export const siteOfSecret = (secret: string): string | undefined => SITE_BOUND_SECRET.exec(secret)?.[1];

/**
 * What a new token is made from: the record's own fields (the rest, its id, hint and times, are made
 * when it is issued), with its lifetime and whether its owner lists it.
 */
export type IssueTokenInput = Pick<
  TokenRecord,
  | 'kind'
  | 'userId'
  | 'customerId'
  | 'siteId'
  | 'scopes'
  | 'master'
  | 'note'
  | 'noteUrl'
  | 'app'
  | 'clientId'
  | 'grantId'
  | 'invocationDepth'
  | 'sites'
> & {
  /** Seconds until expiry; undefined for a token that never expires. */
  readonly expiresIn?: number;
  /** False keeps the token out of its owner's list (GSI1): short-lived machine tokens. Default true. */
  readonly listed?: boolean;
};

/** A new token not yet stored: its record, its secret (which exists only here), its item and the Put that stores it. */
export interface PreparedToken {
  readonly record: TokenRecord;
  readonly secret: string;
  readonly item: ItemKey & Record<string, unknown>;
  /** The item's conditional Put, for a caller's transaction. */
  readonly put: NonNullable<ConstructorParameters<typeof PutCommand>[0]>;
}

/** Builds a token and the Put that stores it, for callers that write it inside a transaction. No I/O. */
export const prepareToken = (input: IssueTokenInput): PreparedToken => {
  const random = TOKEN_PREFIXES[input.kind] + randomBytes(32).toString('base64url');
  const secret = input.kind !== 'user' && input.siteId !== undefined ? `${random}.${input.siteId}` : random;
  // Whole seconds, as timestamps are shown, so expired_at - created_at is exactly the lifetime.
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const expires = input.expiresIn === undefined ? undefined : new Date(now.getTime() + input.expiresIn * 1000);
  const record: TokenRecord = {
    id: newId(),
    kind: input.kind,
    userId: input.userId,
    customerId: input.customerId,
    siteId: input.siteId,
    scopes: [...input.scopes],
    master: input.master,
    note: input.note,
    noteUrl: input.noteUrl,
    app: input.app,
    clientId: input.clientId,
    grantId: input.grantId,
    hint: secret.slice(0, 8),
    createdAt: timestamp(now),
    updatedAt: timestamp(now),
    expiresAt: expires && timestamp(expires),
    ...(input.invocationDepth !== undefined && { invocationDepth: input.invocationDepth }),
    sites: input.sites,
  };
  const owner = input.userId ?? `customer:${input.customerId}`;
  const item = {
    ...keys.token(hashSecret(secret)),
    ...(input.listed !== false && tokenIndexKey(owner, record.id)),
    ...(expires && { ttl: ttlFrom(expires) + 3600 }),
    ...record,
  };
  return {
    record,
    secret,
    item,
    put: { TableName: TABLE_NAME, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
  };
};

/** Creates a token: one PutItem. Returns the record and the secret, which exists only here. */
export const issueToken = async (input: IssueTokenInput): Promise<{ record: TokenRecord; secret: string }> => {
  const { record, secret, item } = prepareToken(input);
  await putNewItem(item);
  return { record, secret };
};

/** Token by its secret: one strongly consistent GetItem, so a revoked token fails on its very next use. */
export const findTokenBySecret = async (secret: string): Promise<TokenRecord | undefined> => {
  const item = await readItem(keys.token(hashSecret(secret)));
  return item && tokenRecordOf(item);
};

/** Deletes a token by its secret (an access token revoked on its own): one DeleteItem. */
export const deleteTokenBySecret = async (secret: string): Promise<void> => {
  await deleteItem(keys.token(hashSecret(secret)));
};

/** A token as authentication reads it: its record and the request counts flushed to it. */
export interface StoredToken {
  readonly record: TokenRecord;
  /** SHA-256 of the secret: the item's key. */
  readonly hash: string;
  /** Requests flushed to each rate-limit window, by window index. */
  readonly counts: Readonly<Record<number, number>>;
}

/** What authentication reads: the token, if it exists, and the items read with it, by keyId. */
export interface TokenRead {
  readonly token?: StoredToken;
  readonly items: ReadonlyMap<string, Record<string, unknown>>;
}

/**
 * Authentication's one read: the token by its secret, strongly consistent (a revoked or expired
 * token fails on its very next request), with the items a route reads by key in the same request.
 * One GetItem, or one BatchGetItem (up to 99 extra keys) when `extra` names items.
 */
export const readToken = async (
  secret: string,
  extra: readonly ItemKey[] = [],
  hash = hashSecret(secret),
): Promise<TokenRead> => {
  const key = keys.token(hash);
  let item: Record<string, unknown> | undefined;
  let items: ReadonlyMap<string, Record<string, unknown>> = new Map();
  if (extra.length) {
    const found = await batchGet([key, ...extra]);
    item = found.get(keyId(key));
    found.delete(keyId(key));
    items = found;
  } else {
    // Raw on purpose: this read is in every function's bundle, and the shared helper would add its weight there.
    ({ Item: item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: key, ConsistentRead: true })));
  }
  return { token: item && { record: tokenRecordOf(item), hash, counts: countsOf(item) }, items };
};

/** One instance's flush of a token's request count (lib/auth/rate-limiter.ts). */
export interface UsageFlush {
  readonly hash: string;
  readonly window: number;
  /** Requests to add to the window (0 when only `touchedAt` is written). */
  readonly amount: number;
  /** Windows the item still counts that are over: removed in the same write. */
  readonly stale: readonly number[];
  /** Writes `lastUsedAt`, unless another write stored one less than `touchEveryMs` before. */
  readonly touchedAt?: Date;
  readonly touchEveryMs: number;
}

/**
 * Adds an instance's count to the token's window, removes the windows that are over and, when due,
 * stamps `lastUsedAt` (conditioned on the stored one being old, so it changes at most once per
 * `touchEveryMs` whatever the number of instances): one UpdateItem returning the window's new
 * total; a second one only when another instance stamped the time first. Undefined when the token
 * is gone (a revoked token is never recreated by a late flush).
 */
export const addTokenUsage = async (flush: UsageFlush): Promise<number | undefined> => {
  const names: Record<string, string> = { '#current': `${RATE_PREFIX}${flush.window}` };
  flush.stale.forEach((window, i) => {
    names[`#stale${i}`] = `${RATE_PREFIX}${window}`;
  });
  const touch = flush.touchedAt;
  try {
    const { Attributes } = await db.send(
      amortized(
        new UpdateCommand({
          TableName: TABLE_NAME,
          Key: keys.token(flush.hash),
          UpdateExpression: [
            'ADD #current :amount',
            touch ? 'SET lastUsedAt = :now' : '',
            flush.stale.length ? `REMOVE ${flush.stale.map((_, i) => `#stale${i}`).join(', ')}` : '',
          ]
            .filter(Boolean)
            .join(' '),
          ConditionExpression: touch
            ? 'attribute_exists(pk) AND (attribute_not_exists(lastUsedAt) OR lastUsedAt < :since)'
            : 'attribute_exists(pk)',
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: {
            ':amount': flush.amount,
            ...(touch && {
              ':now': timestamp(touch),
              ':since': timestamp(new Date(touch.getTime() - flush.touchEveryMs)),
            }),
          },
          ReturnValues: 'UPDATED_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      ),
    );
    return Number(Attributes?.[names['#current'] as string] ?? 0);
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException') throw error;
    // The token exists (its old image came back): another instance stamped the time first.
    if (touch && (error as { Item?: unknown }).Item) return addTokenUsage({ ...flush, touchedAt: undefined });
    return undefined;
  }
};

/** A user's tokens, newest last: one Query on the user's GSI1 partition. */
export const listUserTokens = async (userId: string, page: PageRequest): Promise<Page<TokenRecord>> => {
  const result = await queryUserIndex(userId, 'TOKEN#', page);
  return { ...result, items: result.items.map(tokenRecordOf) };
};

/** Revokes one of a user's tokens: one Query on GSI1 to find its key, one DeleteItem. False when absent. */
export const revokeUserToken = async (userId: string, tokenId: string): Promise<boolean> => {
  const item = await readUserIndexEntry(userId, `TOKEN#${tokenId}`);
  if (!item) return false;
  await deleteItem({ pk: item.pk as string, sk: item.sk as string });
  return true;
};

/** The role-scoped site map a new user token starts with. */
export const tokenSites = (
  memberships: readonly { siteId: string; role: Role; subdomain: string; apiVersion?: string }[],
) =>
  Object.fromEntries(
    memberships.map((m) => [
      m.siteId,
      { role: m.role, subdomain: m.subdomain, ...(m.apiVersion && { apiVersion: m.apiVersion }) },
    ]),
  );
