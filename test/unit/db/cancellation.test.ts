import { describe, expect, it } from 'vitest';
import { cancellationCodes, isConditionFailure } from '../../../lib/db/cancellation.js';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });

describe('cancellationCodes', () => {
  it('lists the reason of each item of a cancelled transaction', () => {
    expect(cancellationCodes(cancelled('None', 'ConditionalCheckFailed'))).toEqual(['None', 'ConditionalCheckFailed']);
  });

  it('is undefined for any other error', () => {
    expect(cancellationCodes(new Error('boom'))).toBeUndefined();
  });
});

describe('isConditionFailure', () => {
  it('is true for a failed condition, alone or in a transaction', () => {
    expect(isConditionFailure(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }))).toBe(true);
    expect(isConditionFailure(cancelled('None', 'ConditionalCheckFailed'))).toBe(true);
  });

  it('is false for a collision with another transaction or throttling', () => {
    expect(isConditionFailure(cancelled('TransactionConflict', 'None'))).toBe(false);
    expect(isConditionFailure(Object.assign(new Error('x'), { name: 'ThrottlingException' }))).toBe(false);
  });
});
