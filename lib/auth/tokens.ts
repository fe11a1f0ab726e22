import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../db/client.js';
import { GSI1 } from '../db/table.js';
import { keys, newId, timestamp, ttlFrom } from '../db/keys.js';
import { queryPage, type Page, type PageRequest } from '../db/pagination.js';
import { toRecord } from '../db/record.js';
import type { Role } from './scopes.js';
import type { TokenKind, TokenRecord, TokenSite } from './token-record.js';

/** Readable secret prefixes, GitHub-style, so a leaked secret is recognisable (and scannable). */
export const TOKEN_PREFIXES = { user: 'smp_', site: 'sms_', customer: 'smc_' } as const satisfies Record<TokenKind, string>;

/** SHA-256 of a secret: secrets carry 256 random bits, so a fast hash is enough. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

const tokenIndexKey = (userOrOwner: string, tokenId: string) => ({
  gsi1pk: keys.userIndex(userOrOwner),
  gsi1sk: `TOKEN#${tokenId}`,
});

const RATE_PREFIX = 'rl_';

/** The token a stored item records, without its rate-limit counters. */
const tokenRecordOf = (item: Record<string, unknown>): TokenRecord =>
  toRecord<TokenRecord>(item, Object.keys(item).filter((name) => name.startsWith(RATE_PREFIX)));

export interface IssueTokenInput {
  readonly kind: TokenKind;
  readonly userId?: string;
  readonly customerId?: string;
  readonly siteId?: string;
  readonly scopes: readonly string[];
  readonly master: boolean;
  readonly note?: string;
  readonly noteUrl?: string;
  readonly app?: { name: string; url: string };
  readonly clientId?: string;
  readonly grantId?: string;
  /** Seconds until expiry; undefined for a token that never expires. */
  readonly expiresIn?: number;
  /** A cloud code invocation's token: the depth of the writes it makes. */
  readonly invocationDepth?: number;
  /** False keeps the token out of its owner's list (GSI1): short-lived machine tokens. Default true. */
  readonly listed?: boolean;
  readonly sites: Readonly<Record<string, TokenSite>>;
}

/** A new token not yet stored: its record, its secret (which exists only here) and the Put that stores it. */
export interface PreparedToken {
  readonly record: TokenRecord;
  readonly secret: string;
  readonly put: NonNullable<ConstructorParameters<typeof PutCommand>[0]>;
}

/** Builds a token and the Put that stores it, for callers that write it inside a transaction. No I/O. */
export const prepareToken = (input: IssueTokenInput): PreparedToken => {
  const secret = TOKEN_PREFIXES[input.kind] + randomBytes(32).toString('base64url');
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
  const put = {
    TableName: TABLE_NAME,
    Item: {
      ...keys.token(hashSecret(secret)),
      ...(input.listed !== false && tokenIndexKey(owner, record.id)),
      ...(expires && { ttl: ttlFrom(expires) + 3600 }),
      ...record,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  };
  return { record, secret, put };
};

/** Creates a token: one PutItem. Returns the record and the secret, which exists only here. */
export const issueToken = async (input: IssueTokenInput): Promise<{ record: TokenRecord; secret: string }> => {
  const { record, secret, put } = prepareToken(input);
  await db.send(new PutCommand(put));
  return { record, secret };
};

/** Token by its secret: one strongly consistent GetItem, so a revoked token fails on its very next use. */
export const findTokenBySecret = async (secret: string): Promise<TokenRecord | undefined> => {
  const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.token(hashSecret(secret)), ConsistentRead: true }));
  return Item && tokenRecordOf(Item);
};

export interface RateWindow {
  /** Requests allowed per window. */
  readonly limit: number;
  readonly windowSeconds: number;
}

/** How much of its rate limit a token has used in the current window. */
export interface TokenUsage {
  readonly limit: number;
  readonly used: number;
  /** Epoch seconds at which the window ends. */
  readonly reset: number;
}

// Windows this far back are removed by every counting request; older leftovers (after a long
// idle spell) are cleaned by one extra request when they show up.
const WINDOWS_REMOVED = 3;

/**
 * Authenticates and counts a request in one UpdateItem on the token: the current window's
 * counter (`rl_<window>`) is incremented and the previous windows' counters removed, and the
 * updated token comes back. A revoked token fails the existence condition, so authentication
 * plus rate limiting stays one request (strongly consistent by nature of a write).
 */
export const useToken = async (secret: string, rate: RateWindow, now = Date.now()): Promise<{ record: TokenRecord; usage: TokenUsage } | undefined> => {
  const window = Math.floor(now / 1000 / rate.windowSeconds);
  const names: Record<string, string> = { '#current': `${RATE_PREFIX}${window}` };
  for (let back = 1; back <= WINDOWS_REMOVED; back += 1) names[`#previous${back}`] = `${RATE_PREFIX}${window - back}`;
  let item: Record<string, unknown> | undefined;
  try {
    ({ Attributes: item } = await db.send(new UpdateCommand({
      TableName: TABLE_NAME,
      Key: keys.token(hashSecret(secret)),
      UpdateExpression: `SET #current = if_not_exists(#current, :zero) + :one REMOVE ${Object.keys(names).slice(1).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
      ReturnValues: 'ALL_NEW',
    })));
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return undefined;
    throw error;
  }
  if (!item) return undefined;
  const stale = Object.keys(item).filter((name) => name.startsWith(RATE_PREFIX) && name !== names['#current']);
  if (stale.length) {
    await db.send(new UpdateCommand({
      TableName: TABLE_NAME,
      Key: keys.token(hashSecret(secret)),
      UpdateExpression: `REMOVE ${stale.map((_, i) => `#s${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(stale.map((name, i) => [`#s${i}`, name])),
    }));
  }
  const used = Number(item[names['#current'] as string]);
  return { record: tokenRecordOf(item), usage: { limit: rate.limit, used, reset: (window + 1) * rate.windowSeconds } };
};

/** A user's tokens, newest last: one Query on the user's GSI1 partition. */
export const listUserTokens = async (userId: string, page: PageRequest): Promise<Page<TokenRecord>> => {
  const result = await queryPage({
    TableName: TABLE_NAME,
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.userIndex(userId), ':prefix': 'TOKEN#' },
  }, page, { partition: ['gsi1pk', keys.userIndex(userId)], keyAttributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] });
  return { ...result, items: result.items.map(tokenRecordOf) };
};

/** Revokes one of a user's tokens: one Query on GSI1 to find its key, one DeleteItem. False when absent. */
export const revokeUserToken = async (userId: string, tokenId: string): Promise<boolean> => {
  const { Items } = await db.send(new QueryCommand({
    TableName: TABLE_NAME,
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
    ExpressionAttributeValues: { ':pk': keys.userIndex(userId), ':sk': `TOKEN#${tokenId}` },
  }));
  const item = Items?.[0];
  if (!item) return false;
  await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: { pk: item.pk, sk: item.sk } }));
  return true;
};

/** The role-scoped site map a new user token starts with. */
export const tokenSites = (memberships: readonly { siteId: string; role: Role; subdomain: string }[]) =>
  Object.fromEntries(memberships.map((m) => [m.siteId, { role: m.role, subdomain: m.subdomain }]));
