import type { TokenSite } from '../auth/token-record.js';
import { readUserIndex } from '../auth/users.js';
import { TABLE_NAME } from '../db/client.js';
import { keys, sitePk } from '../db/keys.js';
import { readPartition } from '../db/query-all.js';
import { labelled, TransactionRefused } from '../db/transaction.js';
import { tokensLeaving, transactWithTokenGrants } from './token-grants.js';

/** Members handled at once: each costs one Query and one TransactWriteItems. */
const CONCURRENCY = 8;
/** Times a member's pin is retried when its role changed between the read and the write. */
const ROLE_ATTEMPTS = 3;

interface MemberEntry {
  readonly userId: string;
  readonly role: TokenSite['role'];
  readonly subdomain: string;
}

/**
 * One member's pin: its membership and every token that reaches the site (its user tokens and the
 * site tokens bound to the site) in one TransactWriteItems (tokens past its 100 items one by one;
 * lib/sites/token-grants.ts). The membership's role is a condition: a token's site entry is written
 * whole, so a role changed meanwhile is read again rather than written back. A member gone
 * meanwhile is left alone (its tokens lost the site with it).
 */
const pinMember = async (siteId: string, member: MemberEntry, pin: string | null): Promise<void> => {
  const { tokens } = await readUserIndex(member.userId);
  let role = member.role;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await transactWithTokenGrants(
        [
          labelled('membership', {
            Update: {
              TableName: TABLE_NAME,
              Key: keys.member(siteId, member.userId),
              UpdateExpression: pin ? 'SET apiVersion = :pin' : 'REMOVE apiVersion',
              ConditionExpression: 'attribute_exists(pk) AND #role = :role',
              ExpressionAttributeNames: { '#role': 'role' },
              ExpressionAttributeValues: { ':role': role, ...(pin && { ':pin': pin }) },
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
            },
          }),
        ],
        tokensLeaving(tokens, siteId),
        siteId,
        { role, subdomain: member.subdomain, ...(pin && { apiVersion: pin }) },
      );
      return;
    } catch (error) {
      if (!(error instanceof TransactionRefused && error.refused('membership'))) throw error;
      const now = error.oldItems.get('membership');
      if (!now || attempt >= ROLE_ATTEMPTS) return;
      role = now.role as TokenSite['role'];
    }
  }
};

/**
 * Copies a site's API version pin (null: none) to where authentication reads it: the site entry of
 * every token that reaches the site (its members' user tokens and the site tokens bound to it), so
 * a request learns its version from the token it already reads, at no request of its own; and to
 * every membership, so a login's new token carries it too. One Query for the members, then per
 * member one Query of its tokens and one TransactWriteItems (pinMember). Pinning is rare and a site
 * has few members; customer tokens (storefront sign-ins) carry no site entry and choose their
 * version with the header (docs/versions.md).
 */
export const spreadVersionPin = async (siteId: string, pin: string | null): Promise<void> => {
  const members = (await readPartition({ pk: sitePk(siteId, 'MEMBER') })).map(
    (item): MemberEntry => ({
      userId: item.userId as string,
      role: item.role as TokenSite['role'],
      subdomain: item.subdomain as string,
    }),
  );
  for (let i = 0; i < members.length; i += CONCURRENCY) {
    await Promise.all(members.slice(i, i + CONCURRENCY).map((member) => pinMember(siteId, member, pin)));
  }
};
