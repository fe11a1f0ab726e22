import { describe, expect, it } from 'vitest';
import { amountOfLines, lineProblems, paymentToRefund, totalRefundable } from '../../../lib/payments/refund-rules.js';

const LINES = [
  { id: 'a', quantity: 3, unit_price: 500 },
  { id: 'b', quantity: 1, unit_price: 250 },
];

describe('refund rules', () => {
  it('prices lines and refuses unknown lines or more than is left to refund', () => {
    expect(
      amountOfLines(LINES, [
        { line_id: 'a', quantity: 2 },
        { line_id: 'b', quantity: 1 },
      ]),
    ).toBe(1250);
    expect(lineProblems(LINES, [{ line_id: 'a', quantity: 3 }])).toEqual([]);
    expect(lineProblems(LINES, [{ line_id: 'x', quantity: 1 }])[0]?.field).toBe('lines.0.line_id');
    expect(lineProblems(LINES, [{ line_id: 'a', quantity: 2 }], { a: 2 })[0]?.code).toBe('too_many');
    expect(
      lineProblems(LINES, [
        { line_id: 'a', quantity: 2 },
        { line_id: 'a', quantity: 2 },
      ]),
    ).toHaveLength(2);
  });

  it('refunds through the payment that may give back the most, if it covers the amount', () => {
    expect(paymentToRefund({ p1: 300, p2: 700 }, 500)).toBe('p2');
    expect(paymentToRefund({ p1: 300, p2: 700 }, 800)).toBeUndefined();
    expect(paymentToRefund({}, 1)).toBeUndefined();
    expect(totalRefundable({ p1: 300, p2: 700 })).toBe(1000);
  });
});
