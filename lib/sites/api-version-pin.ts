import { readUserIndex, type UserTokenRef } from '../auth/users.js';
import { keys, sitePk } from '../db/keys.js';
import { updateItem } from '../db/one-item.js';
import { readPartition } from '../db/query-all.js';

/** Members handled at once: each costs one Query and a few UpdateItems. */
const CONCURRENCY = 8;

const tokenPin = (token: UserTokenRef, siteId: string, pin: string | null) =>
  updateItem(token.key, {
    UpdateExpression: pin ? 'SET sites.#site.apiVersion = :pin' : 'REMOVE sites.#site.apiVersion',
    // A token revoked meanwhile, or one that no longer reaches the site, stays as it is.
    ConditionExpression: 'attribute_exists(pk) AND attribute_exists(sites.#site)',
    ExpressionAttributeNames: { '#site': siteId },
    ...(pin && { ExpressionAttributeValues: { ':pin': pin } }),
  });

const membershipPin = (siteId: string, userId: string, pin: string | null) =>
  updateItem(keys.member(siteId, userId), {
    UpdateExpression: pin ? 'SET apiVersion = :pin' : 'REMOVE apiVersion',
    ConditionExpression: 'attribute_exists(pk)',
    ...(pin && { ExpressionAttributeValues: { ':pin': pin } }),
  });

/**
 * Copies a site's API version pin (null: none) to where authentication reads it: the site entry of
 * every token that reaches the site (its members' user tokens and the site tokens bound to it), so
 * a request learns its version from the token it already reads, at no request of its own; and to
 * every membership, so a login's new token carries it too. One Query for the members, then per
 * member one Query of its tokens and one UpdateItem per token and membership. Pinning is rare and
 * a site has few members; customer tokens (storefront sign-ins) carry no site entry and choose their
 * version with the header (docs/versions.md).
 */
export const spreadVersionPin = async (siteId: string, pin: string | null): Promise<void> => {
  const members = await readPartition({ pk: sitePk(siteId, 'MEMBER') });
  const userIds = members.map((member) => member.userId as string);
  for (let i = 0; i < userIds.length; i += CONCURRENCY) {
    await Promise.all(
      userIds.slice(i, i + CONCURRENCY).map(async (userId) => {
        const { tokens } = await readUserIndex(userId);
        const reaching = tokens.filter(
          (token) => token.kind === 'user' || (token.kind === 'site' && token.siteId === siteId),
        );
        await Promise.all([
          membershipPin(siteId, userId, pin),
          ...reaching.map((token) => tokenPin(token, siteId, pin)),
        ]);
      }),
    );
  }
};
