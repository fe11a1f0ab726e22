import { randomBytes } from 'node:crypto';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { hashSecret, prepareToken } from '../lib/auth/tokens.js';
import { db } from '../lib/db/client.js';
import { keys } from '../lib/db/keys.js';
import type { Owner } from './api.js';

/**
 * A site token of `who`'s site whose secret has the format issued before site-bound secrets
 * (`sms_` + 43 random characters: no site in it), stored as such tokens are, so requests with it
 * take the sequential path (the token read, then the handler's reads).
 */
export const legacySiteToken = async (
  who: Owner,
  scopes: readonly string[],
): Promise<{ secret: string; id: string }> => {
  const { put, record } = prepareToken({
    kind: 'site',
    userId: who.user.id,
    siteId: who.site.id,
    scopes,
    master: false,
    sites: { [who.site.id]: { role: 'owner', subdomain: who.site.subdomain } },
  });
  const secret = `sms_${randomBytes(32).toString('base64url')}`;
  await db.send(new PutCommand({ ...put, Item: { ...put.Item, ...keys.token(hashSecret(secret)) } }));
  return { secret, id: record.id };
};
