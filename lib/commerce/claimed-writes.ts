import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { cancellationCodes } from '../db/cancellation.js';
import { TABLE_NAME, db } from '../db/client.js';
import type { ApiError } from '../http/errors.js';
import { StaleRead } from '../db/optimistic-retry.js';
import { TransactionRefused, type TransactionItem } from '../db/transaction.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Key = { pk: string; sk: string };

/** A write condition, spread into a Put or Delete. */
export interface Condition {
  readonly ConditionExpression: string;
  readonly ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * A versioned resource with a claim item that makes one of its fields unique within the site
 * (a checkout profile's slug, a coupon's code) and carries a copy of it for one-read lookups.
 */
export interface ClaimedResource<T extends { readonly id: string; readonly version: number }> {
  /** Names the resource in conflict messages. */
  readonly what: string;
  readonly itemKey: (item: T) => Key;
  /** The Put of the resource item itself. */
  readonly put: (item: T, condition: Condition) => TransactItem;
  readonly claimKey: (item: T) => Key;
  /** The Put of the claim item, holding the resource's id under `ownerAttribute` and a copy. */
  readonly claimPut: (item: T, condition: Condition) => TransactItem;
  readonly ownerAttribute: string;
  /** The 409 for a claim another resource holds. */
  readonly taken: (item: T) => ApiError;
  /**
   * Items of other resources the write changes with it (the uses of uploads a product's images
   * record), from `current` (none on create) to `next` (none on delete). A failed condition of
   * one is thrown as TransactionRefused with their labels.
   */
  readonly related?: (current: T | undefined, next: T | undefined) => TransactionItem[];
}

/** The related items of a write, unlabelled, and the refusal to throw when one of them (from `start` on) failed its condition. */
const relatedOf = <T extends { id: string; version: number }>(spec: ClaimedResource<T>, current: T | undefined, next: T | undefined) => {
  const related = spec.related?.(current, next) ?? [];
  return {
    actions: related.map(({ label: _label, ...action }) => action as TransactItem),
    refusal: (codes: readonly string[] | undefined, start: number) => {
      const failed = related.filter((_, index) => codes?.[start + index] === 'ConditionalCheckFailed').map((item) => item.label);
      return failed.length ? new TransactionRefused(failed) : undefined;
    },
  };
};

const unchanged = (version: number): Condition => ({ ConditionExpression: 'version = :version', ExpressionAttributeValues: { ':version': version } });
const owned = <T extends { id: string; version: number }>(spec: ClaimedResource<T>, id: string): Condition =>
  ({ ConditionExpression: `${spec.ownerAttribute} = :id`, ExpressionAttributeValues: { ':id': id } });

/** Writes a new resource and its claim in one TransactWriteItems (409 when the claim is taken). */
export const createClaimed = async <T extends { id: string; version: number }>(spec: ClaimedResource<T>, item: T): Promise<void> => {
  const absent: Condition = { ConditionExpression: 'attribute_not_exists(pk)' };
  const related = relatedOf(spec, undefined, item);
  try {
    await db.send(new TransactWriteCommand({ TransactItems: [spec.put(item, absent), spec.claimPut(item, absent), ...related.actions] }));
  } catch (error) {
    if (cancellationCodes(error)?.[1] === 'ConditionalCheckFailed') throw spec.taken(item);
    throw related.refusal(cancellationCodes(error), 2) ?? error;
  }
};

/**
 * Replaces `current` by `next` and keeps its claim in step, in one TransactWriteItems conditioned on
 * the version read: the claim is rewritten in place, or moved when its key changes (409 when the new
 * one is taken). A failed version or ownership condition is a StaleRead, for the optimistic retry.
 */
export const saveClaimed = async <T extends { id: string; version: number }>(spec: ClaimedResource<T>, current: T, next: T): Promise<void> => {
  const from = spec.claimKey(current);
  const to = spec.claimKey(next);
  const moved = from.pk !== to.pk || from.sk !== to.sk;
  const items = [
    spec.put(next, unchanged(current.version)),
    ...(moved
      ? [{ Delete: { TableName: TABLE_NAME, Key: from, ...owned(spec, current.id) } }, spec.claimPut(next, { ConditionExpression: 'attribute_not_exists(pk)' })]
      : [spec.claimPut(next, owned(spec, current.id))]),
  ];
  const related = relatedOf(spec, current, next);
  try {
    await db.send(new TransactWriteCommand({ TransactItems: [...items, ...related.actions] }));
  } catch (error) {
    const codes = cancellationCodes(error);
    if (moved && codes?.[2] === 'ConditionalCheckFailed' && codes[0] !== 'ConditionalCheckFailed') throw spec.taken(next);
    const refusal = codes?.[0] !== 'ConditionalCheckFailed' ? related.refusal(codes, items.length) : undefined;
    if (refusal) throw refusal;
    if (codes?.includes('ConditionalCheckFailed')) throw new StaleRead(`${spec.what} changed concurrently`, { cause: error });
    throw error;
  }
};

/** Deletes `current` and its claim in one TransactWriteItems conditioned on the version read (StaleRead otherwise). */
export const deleteClaimed = async <T extends { id: string; version: number }>(spec: ClaimedResource<T>, current: T): Promise<void> => {
  try {
    await db.send(new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: TABLE_NAME, Key: spec.itemKey(current), ...unchanged(current.version) } },
        { Delete: { TableName: TABLE_NAME, Key: spec.claimKey(current), ...owned(spec, current.id) } },
        ...relatedOf(spec, current, undefined).actions,
      ],
    }));
  } catch (error) {
    if (cancellationCodes(error)?.includes('ConditionalCheckFailed')) throw new StaleRead(`${spec.what} changed concurrently`, { cause: error });
    throw error;
  }
};
