import { randomBytes, timingSafeEqual } from 'node:crypto';
import { hashSecret } from '../auth/tokens.js';
import { TABLE_NAME } from '../db/client.js';
import { sitePk, ttlFrom } from '../db/keys.js';
import { batchGet, keyId } from '../db/batch-get.js';
import { putItem } from '../db/one-item.js';
import { toRecord } from '../db/record.js';
import { labelled, type TransactionItem } from '../db/transaction.js';
import { customers, type StoredCustomer } from './customers.js';

// Single-use links of customer accounts: confirming an e-mail address (72 h) and resetting a
// password (1 h). A customer has at most one live token of each purpose, in one item
// `<site>#CUSTOMER_TOKEN` / `<purpose>#<customer id>` holding only the token's hash: a new token
// replaces the item, so the previous link stops working, and using one deletes it (conditioned on
// its hash), so it works once. The secret is `<customer id>.<256 random bits>`: the id finds the
// item with one GetItem, the random part is what proves possession.

export type AccountTokenPurpose = 'confirm' | 'reset';

/** How long a link works, in seconds. */
export const TOKEN_LIFETIME: Readonly<Record<AccountTokenPurpose, number>> = { confirm: 72 * 3600, reset: 3600 };

export const accountTokenKey = (siteId: string, purpose: AccountTokenPurpose, customerId: string) => ({
  pk: sitePk(siteId, 'CUSTOMER_TOKEN'),
  sk: `${purpose}#${customerId}`,
});

const SHAPE = /^([0-9a-f]{24})\.([A-Za-z0-9_-]{43})$/;

/** What a live token stands for. */
export interface AccountToken {
  readonly customerId: string;
  /** The address the link was sent to (a confirmation confirms that address: a new one for a change of e-mail). */
  readonly email: string;
  readonly tokenHash: string;
  /** The customer as read with the token, for a write conditioned on its version. */
  readonly customer: StoredCustomer;
}

/** Makes a new token for a customer, replacing its previous one of that purpose: one PutItem. The secret exists only in the return value (and the mail). */
export const issueAccountToken = async (
  siteId: string,
  purpose: AccountTokenPurpose,
  customerId: string,
  email: string,
  now = new Date(),
): Promise<string> => {
  const secret = `${customerId}.${randomBytes(32).toString('base64url')}`;
  const expires = new Date(now.getTime() + TOKEN_LIFETIME[purpose] * 1000);
  // TTL deletion lags, so reads check expires_at as well.
  await putItem({
    ...accountTokenKey(siteId, purpose, customerId),
    token_hash: hashSecret(secret),
    email,
    expires_at: expires.toISOString(),
    ttl: ttlFrom(expires),
  });
  return secret;
};

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The live token a secret is, with its customer, or undefined (unknown, replaced, used or expired,
 * or a customer deleted since): one BatchGetItem (strongly consistent) of the token and the
 * customer, none for a secret of the wrong shape.
 */
export const findAccountToken = async (
  siteId: string,
  purpose: AccountTokenPurpose,
  secret: string,
  now = Date.now(),
): Promise<AccountToken | undefined> => {
  const match = SHAPE.exec(secret.trim());
  if (!match) return undefined;
  const customerId = match[1] as string;
  const tokenKey = accountTokenKey(siteId, purpose, customerId);
  const customerKey = customers.key(siteId, customerId);
  const found = await batchGet([tokenKey, customerKey]);
  const item = found.get(keyId(tokenKey));
  const customer = found.get(keyId(customerKey));
  const tokenHash = hashSecret(secret.trim());
  if (
    !item ||
    !customer ||
    typeof item.token_hash !== 'string' ||
    !sameHash(item.token_hash, tokenHash) ||
    Date.parse(item.expires_at as string) <= now
  )
    return undefined;
  return { customerId, email: item.email as string, tokenHash, customer: toRecord<StoredCustomer>(customer) };
};

/** Uses a token up, in the transaction of what it allows: deleted only while it is still that token (label `token`). */
export const useAccountToken = (siteId: string, purpose: AccountTokenPurpose, token: AccountToken): TransactionItem =>
  labelled('token', {
    Delete: {
      TableName: TABLE_NAME,
      Key: accountTokenKey(siteId, purpose, token.customerId),
      ConditionExpression: 'token_hash = :hash',
      ExpressionAttributeValues: { ':hash': token.tokenHash },
    },
  });
