import { randomBytes } from 'node:crypto';

// Counts ids made by this process; starts at random below 2^23 so it cannot wrap in any real second.
let counter = randomBytes(3).readUIntBE(0, 3) >>> 1;

/**
 * Ids are 24 lowercase hex characters: 4 bytes of seconds, a 3-byte counter, then 5 random bytes
 * (ObjectId-like). Pass the instant of the item's `created_at`: id order is then creation order
 * (to the second, and within a second among the ids one process made), and "created_at, ties by
 * id" is exactly id order.
 */
export const newId = (at: Date = new Date()): string => {
  const seconds = Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  counter = (counter + 1) % 0x1000000;
  return seconds + counter.toString(16).padStart(6, '0') + randomBytes(5).toString('hex');
};

const ID_PATTERN = /^[0-9a-f]{24}$/;

/** True when `value` has the shape of an id, so a path parameter can be told from a slug. */
export const isId = (value: string): boolean => ID_PATTERN.test(value);

/**
 * Partition key of a site's collection. Every item of a site lives under a partition key that
 * starts with the site's id, so no Query can ever cross sites.
 */
export const sitePk = (siteId: string, collection: string): string => `${siteId}#${collection}`;

export const keys = {
  token: (secretHash: string) => ({ pk: `TOKEN#${secretHash}`, sk: 'TOKEN' }),
  user: (userId: string) => ({ pk: `USER#${userId}`, sk: 'USER' }),
  email: (email: string) => ({ pk: `EMAIL#${email}`, sk: 'EMAIL' }),
  subdomain: (subdomain: string) => ({ pk: `SUBDOMAIN#${subdomain}`, sk: 'SUBDOMAIN' }),
  site: (siteId: string) => ({ pk: sitePk(siteId, 'SITE'), sk: 'SITE' }),
  member: (siteId: string, userId: string) => ({ pk: sitePk(siteId, 'MEMBER'), sk: userId }),
  loginFailures: (kind: 'email' | 'ip', value: string) => ({ pk: `LOGINFAIL#${kind}#${value}`, sk: 'LOGINFAIL' }),
  /** GSI1 partition of everything a user holds (tokens, memberships). */
  userIndex: (userId: string) => `USER#${userId}`,
};

/** The key of one item of the table. */
export type ItemKey = { readonly pk: string; readonly sk: string };

/** `pk|sk`: one string per item key, for maps of items read by key. */
export const keyId = (key: ItemKey): string => `${key.pk}|${key.sk}`;

/** Epoch seconds for a TTL attribute. */
export const ttlFrom = (date: Date): number => Math.floor(date.getTime() / 1000);

/** RFC 3339 UTC timestamp, second precision as most APIs show. */
export const timestamp = (date: Date = new Date()): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
