import { createHash } from 'node:crypto';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from './client.js';
import { sitePk } from './keys.js';

// Its own commands rather than one-item.ts: the idempotency middleware puts this module in
// every function's bundle, where the shared helper would add its weight.

/** What a completed request answered, replayed for a retry with the same key. */
export interface StoredResponse {
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

export type IdempotencyRecord =
  | { readonly state: 'in_progress'; readonly fingerprint: string }
  | { readonly state: 'completed'; readonly fingerprint: string; readonly response: StoredResponse };

export interface IdempotencyKey {
  readonly pk: string;
  readonly sk: string;
}

const LIFETIME_SECONDS = 24 * 3600;

/** Records live with their owner: a site's partition, or the user's for requests outside a site. */
export const idempotencyKey = (
  owner: { siteId?: string; userId?: string },
  route: string,
  key: string,
): IdempotencyKey => ({
  pk: owner.siteId ? sitePk(owner.siteId, 'IDEMPOTENCY') : `USER#${owner.userId ?? 'anonymous'}#IDEMPOTENCY`,
  sk: `${route}#${createHash('sha256').update(key).digest('hex')}`,
});

/** Fingerprint of what a request asks for, so a key reused for another request is refused. */
export const fingerprint = (parts: readonly unknown[]): string =>
  createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/**
 * Claims a key for a new request: one conditional PutItem. Returns undefined when the claim is
 * taken, else the record already there (read back through ReturnValuesOnConditionCheckFailure,
 * so no second request). Expired records count as absent.
 */
export const claimIdempotencyKey = async (
  key: IdempotencyKey,
  print: string,
  now = Date.now(),
): Promise<IdempotencyRecord | undefined> => {
  const nowSeconds = Math.floor(now / 1000);
  try {
    await db.send(
      new PutCommand({
        TableName: TABLE_NAME,
        Item: { ...key, state: 'in_progress', fingerprint: print, ttl: nowSeconds + LIFETIME_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk) OR #ttl < :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':now': nowSeconds },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return undefined;
  } catch (error) {
    const failure = error as { name?: string; Item?: Record<string, { S?: string; N?: string }> };
    if (failure.name !== 'ConditionalCheckFailedException' || !failure.Item) throw error;
    // The old item comes back in the low-level attribute format.
    const item = failure.Item;
    const state = item.state?.S;
    const stored = item.response?.S;
    if (state === 'completed' && stored) {
      return { state, fingerprint: item.fingerprint?.S ?? '', response: JSON.parse(stored) as StoredResponse };
    }
    return { state: 'in_progress', fingerprint: item.fingerprint?.S ?? '' };
  }
};

/** Stores the answer of a claimed key: one UpdateItem. */
export const completeIdempotencyKey = async (key: IdempotencyKey, response: StoredResponse): Promise<void> => {
  await db.send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: key,
      UpdateExpression: 'SET #state = :completed, #response = :response',
      ExpressionAttributeNames: { '#state': 'state', '#response': 'response' },
      ExpressionAttributeValues: { ':completed': 'completed', ':response': JSON.stringify(response) },
    }),
  );
};

/** Releases a claimed key after a failure, so the client's retry runs again: one DeleteItem. */
export const releaseIdempotencyKey = async (key: IdempotencyKey): Promise<void> => {
  await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: key }));
};
