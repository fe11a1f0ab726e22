import { DeleteCommand, TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { TokenSite } from '../auth/token-record.js';
import type { UserTokenRef } from '../auth/users.js';
import { cancellationCodes } from '../db/cancellation.js';
import { db, TABLE_NAME } from '../db/client.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** DynamoDB's limit of items in one TransactWriteItems. */
const MAX_TRANSACTION_ITEMS = 100;
const MAX_ATTEMPTS = 5;


/** The user tokens that reach every site of their user: site and customer tokens are bound to one. */
export const userTokens = (tokens: readonly UserTokenRef[]) => tokens.filter((token) => token.kind === 'user');

/** The tokens a user leaving `siteId` changes: all user tokens, and the site tokens bound to that site. */
export const tokensLeaving = (tokens: readonly UserTokenRef[], siteId: string) =>
  tokens.filter((token) => token.kind === 'user' || (token.kind === 'site' && token.siteId === siteId));

/**
 * What a membership change does to one token: a user token gains the site (`SET`) or loses it
 * (`REMOVE`); a site token bound to a site its user leaves is deleted.
 */
const tokenChange = (token: UserTokenRef, siteId: string, membership: TokenSite | null): TransactItem => {
  if (membership === null && token.kind !== 'user') return { Delete: { TableName: TABLE_NAME, Key: token.key } };
  return {
    Update: {
      TableName: TABLE_NAME,
      Key: token.key,
      ...(membership
        ? { UpdateExpression: 'SET sites.#site = :membership', ExpressionAttributeValues: { ':membership': membership } }
        : { UpdateExpression: 'REMOVE sites.#site' }),
      // A revoked token must not come back as a stub holding only `sites`.
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#site': siteId },
    },
  };
};

/** The same change as a single request, for tokens beyond the transaction's item limit. */
const sendAlone = (change: TransactItem) =>
  (change.Delete ? db.send(new DeleteCommand(change.Delete)) : db.send(new UpdateCommand(change.Update as never)))
    .catch((error: { name?: string }) => {
      if (error.name !== 'ConditionalCheckFailedException') throw error;
    });

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt + Math.random() * 20));

/**
 * Runs `items` in one TransactWriteItems together with the change a membership makes to each of
 * `tokens` (`membership` null: the user leaves the site), so a membership and every token that must
 * reach (or lose) the site land at once (the tokens stay one
 * UpdateItem away from authenticating). A token revoked meanwhile is dropped and the transaction
 * retried, as is a conflict with a request using a token; tokens beyond DynamoDB's 100-item limit
 * are updated one by one afterwards. A failed condition of `items` is rethrown as the
 * cancellation, for the caller to read with `cancellationCodes` (lib/db/cancellation.ts) (indexes of `items`).
 */
export const transactWithTokenGrants = async (
  items: readonly TransactItem[],
  tokens: readonly UserTokenRef[],
  siteId: string,
  membership: TokenSite | null,
): Promise<void> => {
  let inTransaction = tokens.slice(0, MAX_TRANSACTION_ITEMS - items.length);
  const overflow = tokens.slice(inTransaction.length);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.send(new TransactWriteCommand({
        TransactItems: [...items, ...inTransaction.map((token) => tokenChange(token, siteId, membership))],
      }));
      break;
    } catch (error) {
      const codes = cancellationCodes(error);
      if (!codes || attempt >= MAX_ATTEMPTS || codes.slice(0, items.length).includes('ConditionalCheckFailed')) throw error;
      const revoked = new Set(codes.slice(items.length).flatMap((code, i) => (code === 'ConditionalCheckFailed' ? [i] : [])));
      if (!revoked.size && !codes.includes('TransactionConflict')) throw error;
      inTransaction = inTransaction.filter((_, i) => !revoked.has(i));
      if (!revoked.size) await pause(attempt);
    }
  }
  await Promise.all(overflow.map((token) => sendAlone(tokenChange(token, siteId, membership))));
};
