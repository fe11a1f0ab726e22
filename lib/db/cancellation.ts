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
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException'
  || (cancellationCodes(error)?.includes('ConditionalCheckFailed') ?? false);
