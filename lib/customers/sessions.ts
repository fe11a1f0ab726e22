import { randomBytes } from 'node:crypto';
import { deleteItem, putNewItem, readItem } from '../db/one-item.js';
import { newId, timestamp, ttlFrom } from '../db/keys.js';
import { customerIndex } from './keys.js';
import { toRecord } from '../db/record.js';
import { sessionKey } from './keys.js';

/** Readable prefix of session secrets, like token prefixes, so a leaked one is recognisable. */
export const SESSION_PREFIX = 'scs_';

/** Sessions last a week unless the sign-in asks for another lifetime. */
export const SESSION_DEFAULT_TTL = 7 * 24 * 3600;

export interface CustomerSession {
  readonly id: string;
  readonly siteId: string;
  readonly customerId: string;
  readonly createdAt: string;
  readonly expiresAt: string;
}

/** Starts a session for a customer: one PutItem. The secret exists only in the return value. */
export const createSession = async (
  siteId: string,
  customerId: string,
  expiresIn = SESSION_DEFAULT_TTL,
): Promise<{ session: CustomerSession; secret: string }> => {
  const secret = SESSION_PREFIX + randomBytes(32).toString('base64url');
  const now = new Date();
  const expires = new Date(now.getTime() + expiresIn * 1000);
  const session: CustomerSession = {
    id: newId(),
    siteId,
    customerId,
    createdAt: timestamp(now),
    expiresAt: expires.toISOString(),
  };
  await putNewItem({
    ...sessionKey(siteId, secret),
    gsi1pk: customerIndex(siteId, customerId),
    gsi1sk: `SESSION#${session.id}`,
    // TTL deletion lags (up to days), so reads check expiresAt as well.
    ttl: ttlFrom(expires),
    ...session,
  });
  return { session, secret };
};

/** True when `secret` has the shape of a session secret (anything else is no session, without a read). */
export const isSessionSecret = (secret: string): boolean => secret.startsWith(SESSION_PREFIX) && secret.length <= 128;

/** A stored session item as a live session; expired sessions (TTL deletion lags) are treated as absent. */
export const liveSession = (
  item: Record<string, unknown> | undefined,
  now = Date.now(),
): CustomerSession | undefined => {
  if (!item || Date.parse(item.expiresAt as string) <= now) return undefined;
  return toRecord<CustomerSession>(item);
};

/** The live session of a secret on a site: one GetItem. Expired sessions are treated as absent. */
export const findSession = async (
  siteId: string,
  secret: string,
  now = Date.now(),
): Promise<CustomerSession | undefined> => {
  if (!isSessionSecret(secret)) return undefined;
  return liveSession(await readItem(sessionKey(siteId, secret), { eventual: true }), now);
};

/** Ends a session: one DeleteItem. False when there was none. */
export const endSession = async (siteId: string, secret: string): Promise<boolean> => {
  const { old } = await deleteItem(sessionKey(siteId, secret), { old: true });
  return old !== undefined;
};
