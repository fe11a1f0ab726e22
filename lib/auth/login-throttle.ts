import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../db/client.js';
import { keys } from '../db/keys.js';
import { deleteItem, updateItem } from '../db/one-item.js';
import { tooManyRequests } from '../http/errors.js';

export interface LoginThrottleOptions {
  /** Length of a counting window, in seconds. */
  readonly windowSeconds: number;
  /** Failures per account within a window before further attempts are refused. */
  readonly maxPerAccount: number;
  /** Failures per client address within a window (many accounts from one address). */
  readonly maxPerAddress: number;
}

export const defaultLoginThrottle: LoginThrottleOptions = { windowSeconds: 900, maxPerAccount: 10, maxPerAddress: 100 };

// Counters live in fixed windows: the window number is part of the key, so a new window starts
// from zero without a read-modify-write, and TTL removes old windows.
const windowOf = (now: number, options: LoginThrottleOptions) => Math.floor(now / 1000 / options.windowSeconds);

const counterKeys = (email: string, address: string, window: number) =>
  [keys.loginFailures('email', `${email}#${window}`), keys.loginFailures('ip', `${address}#${window}`)] as const;

/** Refuses (429 with Retry-After) when the account or the address failed too often in this window: one BatchGetItem. */
export const assertLoginAllowed = async (
  email: string,
  address: string,
  options = defaultLoginThrottle,
  now = Date.now(),
): Promise<void> => {
  const window = windowOf(now, options);
  const [account, client] = counterKeys(email, address, window);
  const out = await db.send(
    new BatchGetCommand({ RequestItems: { [TABLE_NAME]: { Keys: [account, client], ConsistentRead: true } } }),
  );
  const items = out.Responses?.[TABLE_NAME] ?? [];
  const count = (key: { pk: string }): number => Number(items.find((item) => item.pk === key.pk)?.count ?? 0);
  if (count(account) >= options.maxPerAccount || count(client) >= options.maxPerAddress) {
    const retryAfter = (window + 1) * options.windowSeconds - now / 1000;
    throw tooManyRequests('too_many_login_attempts', 'Too many failed sign-in attempts; try again later', retryAfter);
  }
};

/** Counts a failed attempt for the account and the address: two UpdateItems in parallel. */
export const recordLoginFailure = async (
  email: string,
  address: string,
  options = defaultLoginThrottle,
  now = Date.now(),
): Promise<void> => {
  const window = windowOf(now, options);
  const ttl = (window + 2) * options.windowSeconds;
  await Promise.all(
    counterKeys(email, address, window).map((key) =>
      updateItem(key, {
        UpdateExpression: 'ADD #count :one SET #ttl = :ttl',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':ttl': ttl },
      }),
    ),
  );
};

/** A successful sign-in clears the account's failures (not the address's). */
export const clearLoginFailures = async (
  email: string,
  options = defaultLoginThrottle,
  now = Date.now(),
): Promise<void> => {
  const [account] = counterKeys(email, '', windowOf(now, options));
  await deleteItem(account);
};
