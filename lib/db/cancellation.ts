import { unmarshall } from '@aws-sdk/util-dynamodb';

// How a refused write reads, in one place: a single-item write's failed condition
// (ConditionalCheckFailedException, with the item as it was when the write asked for it) and a
// transaction's cancellation (a reason per item).

/** What a write's refused condition leaves: the item as it was, when the write asked for it. */
export interface Refused {
  readonly refused: true;
  readonly old?: Record<string, unknown>;
}

/**
 * The refusal of a single-item write whose condition failed, or undefined when `error` is
 * anything else. `old` is the item as it was, decoded, when the write asked for it with
 * `ReturnValuesOnConditionCheckFailure: 'ALL_OLD'` (DynamoDB returns it in its own encoding,
 * which the document client leaves as it is).
 */
export const refusalOf = (error: unknown): Refused | undefined => {
  const failure = error as { name?: string; Item?: Parameters<typeof unmarshall>[0] } | null;
  if (failure?.name !== 'ConditionalCheckFailedException') return undefined;
  return { refused: true, ...(failure.Item && { old: unmarshall(failure.Item) }) };
};

/** Reason codes of a cancelled transaction, one per item, or undefined when `error` is not a cancellation. */
export const cancellationCodes = (error: unknown): string[] | undefined => {
  const failure = error as { name?: string; CancellationReasons?: { Code?: string }[] } | null;
  if (failure?.name !== 'TransactionCanceledException') return undefined;
  return (failure.CancellationReasons ?? []).map((reason) => reason.Code ?? 'None');
};

/**
 * True when a write was refused because one of its conditions failed (a claim already taken, a
 * version that moved), as opposed to a collision with another transaction or throttling, which
 * say nothing about the data and must surface as a retryable 409 or 503, never as "taken".
 */
export const isConditionFailure = (error: unknown): boolean =>
  refusalOf(error) !== undefined || (cancellationCodes(error)?.includes('ConditionalCheckFailed') ?? false);
