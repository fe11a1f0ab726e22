import type { TokenSite } from '../auth/token-record.js';
import type { UserTokenRef } from '../auth/users.js';
import { TABLE_NAME } from '../db/client.js';
import { StaleRead, withOptimisticRetry } from '../db/optimistic-retry.js';
import {
  MAX_TRANSACTION_ITEMS,
  sendTransaction,
  sendWrite,
  TransactionRefused,
  labelled,
  type TransactAction,
  type TransactionItem,
} from '../db/transaction.js';

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
const tokenChange = (token: UserTokenRef, siteId: string, membership: TokenSite | null): TransactAction => {
  if (membership === null && token.kind !== 'user') return { Delete: { TableName: TABLE_NAME, Key: token.key } };
  return {
    Update: {
      TableName: TABLE_NAME,
      Key: token.key,
      ...(membership
        ? {
            UpdateExpression: 'SET sites.#site = :membership',
            ExpressionAttributeValues: { ':membership': membership },
          }
        : { UpdateExpression: 'REMOVE sites.#site' }),
      // A revoked token must not come back as a stub holding only `sites`.
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#site': siteId },
    },
  };
};

/** The same change as a single request, for tokens beyond the transaction's item limit. */
const sendAlone = (change: TransactAction) =>
  sendWrite([labelled('token', change)]).catch((error: unknown) => {
    if (!(error instanceof TransactionRefused)) throw error;
  });

/**
 * Runs `items` in one TransactWriteItems together with the change a membership makes to each of
 * `tokens` (`membership` null: the user leaves the site), so a membership and every token that must
 * reach (or lose) the site land at once (the tokens stay one
 * UpdateItem away from authenticating). A token revoked meanwhile (its item labelled `token:<i>`
 * refused) is dropped and the transaction retried, as is a conflict with a request using a token
 * (withOptimisticRetry); tokens beyond DynamoDB's 100-item limit are updated one by one afterwards.
 * A failed condition of `items` is thrown as TransactionRefused with their labels.
 */
export const transactWithTokenGrants = async (
  items: readonly TransactionItem[],
  tokens: readonly UserTokenRef[],
  siteId: string,
  membership: TokenSite | null,
): Promise<void> => {
  let inTransaction = tokens.slice(0, MAX_TRANSACTION_ITEMS - items.length);
  const overflow = tokens.slice(inTransaction.length);
  await withOptimisticRetry(
    async () => {
      try {
        await sendTransaction([
          ...items,
          ...inTransaction.map((token, i) => labelled(`token:${i}`, tokenChange(token, siteId, membership))),
        ]);
      } catch (error) {
        if (!(error instanceof TransactionRefused) || !error.failed.every((label) => label.startsWith('token:')))
          throw error;
        const revoked = new Set(error.failed);
        inTransaction = inTransaction.filter((_, i) => !revoked.has(`token:${i}`));
        throw new StaleRead('tokens revoked meanwhile', { cause: error });
      }
    },
    { attempts: MAX_ATTEMPTS, backoffMs: 20 },
  );
  await Promise.all(overflow.map((token) => sendAlone(tokenChange(token, siteId, membership))));
};
