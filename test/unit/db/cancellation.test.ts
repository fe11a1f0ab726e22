import { describe, expect, it } from 'vitest';
import { marshall } from '@aws-sdk/util-dynamodb';
import { cancellationCodes, isConditionFailure, refusalOf } from '../../../lib/db/cancellation.js';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

describe('cancellationCodes', () => {
  it('lists the reason of each item of a cancelled transaction', () => {
    expect(cancellationCodes(cancelled('None', 'ConditionalCheckFailed'))).toEqual(['None', 'ConditionalCheckFailed']);
  });

  it('is undefined for any other error', () => {
    expect(cancellationCodes(new Error('boom'))).toBeUndefined();
  });
});

describe('refusalOf', () => {
  it('reads a refused condition, with the item as it was decoded when it came back', () => {
    const failed = (item?: Record<string, unknown>) =>
      Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException', ...(item && { Item: marshall(item) }) });
    expect(refusalOf(failed({ state: 'sent', at: 42, slots: { a: 1 } }))).toEqual({
      refused: true,
      old: { state: 'sent', at: 42, slots: { a: 1 } },
    });
    expect(refusalOf(failed())).toEqual({ refused: true });
  });

  it('is undefined for any other error, a cancelled transaction included', () => {
    expect(refusalOf(cancelled('ConditionalCheckFailed'))).toBeUndefined();
    expect(refusalOf(Object.assign(new Error('x'), { name: 'ThrottlingException' }))).toBeUndefined();
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
