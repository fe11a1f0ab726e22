import { TransactWriteCommand, UpdateCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
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

const grant = (key: UserTokenRef['key'], siteId: string, membership: TokenSite) => ({
  TableName: TABLE_NAME,
  Key: key,
  UpdateExpression: 'SET sites.#site = :membership',
  // A revoked token must not come back as a stub holding only `sites`.
  ConditionExpression: 'attribute_exists(pk)',
  ExpressionAttributeNames: { '#site': siteId },
  ExpressionAttributeValues: { ':membership': membership },
});

const pause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt + Math.random() * 20));

/**
 * Runs `items` in one TransactWriteItems together with `SET sites.<site>` on each of `tokens`, so
 * a membership and every token that must reach the site land at once (the tokens stay one
 * UpdateItem away from authenticating). A token revoked meanwhile is dropped and the transaction
 * retried, as is a conflict with a request using a token; tokens beyond DynamoDB's 100-item limit
 * are updated one by one afterwards. A failed condition of `items` is rethrown as the
 * cancellation, for the caller to read with `cancellationCodes` (lib/db/cancellation.ts) (indexes of `items`).
 */
export const transactWithTokenGrants = async (
  items: readonly TransactItem[],
  tokens: readonly UserTokenRef[],
  siteId: string,
  membership: TokenSite,
): Promise<void> => {
  let inTransaction = tokens.slice(0, MAX_TRANSACTION_ITEMS - items.length);
  const overflow = tokens.slice(inTransaction.length);
  for (let attempt = 1; ; attempt += 1) {
    try {
      await db.send(new TransactWriteCommand({
        TransactItems: [...items, ...inTransaction.map((token) => ({ Update: grant(token.key, siteId, membership) }))],
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
  await Promise.all(overflow.map((token) => db.send(new UpdateCommand(grant(token.key, siteId, membership))).catch((error: { name?: string }) => {
    if (error.name !== 'ConditionalCheckFailedException') throw error;
  })));
};
