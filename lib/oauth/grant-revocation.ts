import { TABLE_NAME } from '../db/client.js';
import { updateItem } from '../db/one-item.js';
import { forEachPartitionPage } from '../db/query-all.js';
import { deleteKeys } from '../db/purge.js';
import { keys, timestamp } from '../db/keys.js';
import type { Grant } from './grant-record.js';
import { oauthKeys } from './keys.js';
import { labelled } from '../db/transaction.js';

// Revoking grants, apart from issuing them (lib/oauth/grants.ts), so that deleting a client does not
// load the sign-in code.

/** Refresh tokens live 30 days from issue; each use rotates them (RFC 9700 4.14.2). */
export const REFRESH_TOKEN_TTL = 30 * 24 * 3600;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A transaction item that fails when the client is gone or being deleted (strongly consistent, unlike the read that authenticated it). */
export const clientLive = (clientId: string) =>
  labelled('client', {
    ConditionCheck: {
      TableName: TABLE_NAME,
      Key: oauthKeys.client(clientId),
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deleted_at)',
    },
  });

/** The grant's entry in its client's GSI1 partition. */
export const clientGrantIndex = (grant: Pick<Grant, 'client_id' | 'grant_id'>) => ({
  gsi1pk: oauthKeys.clientGrantsIndexPk(grant.client_id),
  gsi1sk: grant.grant_id,
});

/**
 * Revokes a grant: marks it revoked (creating a tombstone when it does not exist yet, so a code
 * exchange still in flight cannot complete), then deletes its access tokens and its current refresh
 * token. One UpdateItem plus one BatchWriteItem per 25 tokens. Idempotent.
 */
export const revokeGrant = async (grantId: string, siteId?: string): Promise<void> => {
  const out = await updateItem(oauthKeys.grant(grantId, siteId), {
    UpdateExpression: 'SET revoked_at = if_not_exists(revoked_at, :now), #ttl = :ttl',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':now': timestamp(), ':ttl': nowSeconds() + REFRESH_TOKEN_TTL },
    ReturnValues: 'ALL_OLD',
  });
  const old = out.refused ? undefined : (out.attributes as Partial<Grant>);
  await deleteKeys([
    ...Object.keys(old?.access_tokens ?? {}).map((hash) => keys.token(hash)),
    ...(old?.refresh_hash ? [oauthKeys.refreshToken(old.refresh_hash)] : []),
  ]);
};

/**
 * Revokes every grant of a client (its access and refresh tokens stop working at once): one GSI1
 * Query per page of grants, then each grant as `revokeGrant` does it, ten at a time. For a client
 * that is being deleted; idempotent (already revoked grants are revoked again, so a run that failed
 * between a grant's mark and its token deletes is finished by the next one).
 */
export const revokeClientGrants = async (clientId: string): Promise<number> => {
  let revoked = 0;
  await forEachPartitionPage(
    { pk: oauthKeys.clientGrantsIndexPk(clientId), index: 'gsi1' },
    async (items) => {
      const grants = items as { grant_id: string; site_id?: string }[];
      for (let i = 0; i < grants.length; i += 10) {
        await Promise.all(grants.slice(i, i + 10).map((g) => revokeGrant(g.grant_id, g.site_id)));
      }
      revoked += grants.length;
    },
    { projection: 'grant_id, site_id' },
  );
  return revoked;
};
