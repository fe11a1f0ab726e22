import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from './client.js';
import { labelled, type TransactionItem } from './transaction.js';

/**
 * A fixed-window counter for limits that are not a token's (per client address, per site, per
 * channel): one item per window, `{ pk, sk: W#<window start> }`, removed by TTL after its window.
 * `pk` comes from the caller's key module and, for a site's counter, starts with the site id.
 */
export interface WindowCounter {
  readonly pk: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/** Where a counter stands: `used` counts this request too; `reset` is when the window ends (epoch seconds). */
export interface WindowCount {
  readonly used: number;
  readonly limit: number;
  readonly reset: number;
}

const windowOf = (counter: WindowCounter, now: Date) => {
  const start = Math.floor(now.getTime() / 1000 / counter.windowSeconds) * counter.windowSeconds;
  return { key: { pk: counter.pk, sk: `W#${start}` }, reset: start + counter.windowSeconds };
};

const increment = (reset: number) => ({
  UpdateExpression: 'ADD used :one SET #ttl = if_not_exists(#ttl, :ttl)',
  ExpressionAttributeNames: { '#ttl': 'ttl' },
  ExpressionAttributeValues: { ':one': 1, ':ttl': reset + 60 },
});

/** Counts one more in the current window and tells where the counter stands: one UpdateItem. Over the limit when `used > limit`. */
export const countInWindow = async (counter: WindowCounter, now = new Date()): Promise<WindowCount> => {
  const { key, reset } = windowOf(counter, now);
  const { Attributes } = await db.send(
    new UpdateCommand({ TableName: TABLE_NAME, Key: key, ...increment(reset), ReturnValues: 'ALL_NEW' }),
  );
  return { used: Attributes?.used as number, limit: counter.limit, reset };
};

/**
 * The same count as an item of a write's own transaction, refused (label `rate:<label>`) when the
 * window is already full: the write and its count happen together or not at all, at no extra request.
 */
export const windowCountItem = (
  label: string,
  counter: WindowCounter,
  now = new Date(),
): TransactionItem & { readonly reset: number } => {
  const { key, reset } = windowOf(counter, now);
  const { ExpressionAttributeValues, ...rest } = increment(reset);
  return Object.assign(
    labelled(`rate:${label}`, {
      Update: {
        TableName: TABLE_NAME,
        Key: key,
        ...rest,
        ConditionExpression: 'attribute_not_exists(used) OR used < :limit',
        ExpressionAttributeValues: { ...ExpressionAttributeValues, ':limit': counter.limit },
      },
    }),
    { reset },
  );
};
