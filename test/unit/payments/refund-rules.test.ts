import { describe, expect, it } from 'vitest';
import {
  amountOfLines,
  amountRefundedOf,
  paidForLine,
  lineProblems,
  partToSettle,
  refundStatusOf,
  splitRefund,
  totalRefundable,
} from '../../../lib/payments/refund-rules.js';

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

  it('refunds a line at what was paid for it: its discounted net plus its tax, the remainder on its last unit', () => {
    // Exclusive 21% VAT: a line of 10.00 net was paid 12.10.
    const taxed = { id: 't', quantity: 1, unit_price: 1000, net: 1000, tax_lines: [{ amount: 210 }] };
    expect(paidForLine(taxed)).toBe(1210);
    expect(amountOfLines([taxed], [{ line_id: 't', quantity: 1 }])).toBe(1210);
    // Three units of 5.00 with 1.00 of discount spread on them and 21% on the 14.00 left: 14.00 + 2.94 = 16.94.
    const three = { id: 'd', quantity: 3, unit_price: 500, net: 1400, tax_lines: [{ amount: 294 }] };
    expect(amountOfLines([three], [{ line_id: 'd', quantity: 1 }])).toBe(564);
    expect(amountOfLines([three], [{ line_id: 'd', quantity: 1 }], { d: 1 })).toBe(564);
    expect(amountOfLines([three], [{ line_id: 'd', quantity: 1 }], { d: 2 })).toBe(566);
    expect(amountOfLines([three], [{ line_id: 'd', quantity: 3 }])).toBe(1694);
    expect(
      amountOfLines(
        [three],
        [
          { line_id: 'd', quantity: 1 },
          { line_id: 'd', quantity: 2 },
        ],
      ),
    ).toBe(1694);
    // Every unit of every line: the order's total less its shipping.
    expect(
      amountOfLines(
        [taxed, three],
        [
          { line_id: 't', quantity: 1 },
          { line_id: 'd', quantity: 3 },
        ],
      ),
    ).toBe(1210 + 1694);
  });

  it('splits a refund across payments, most refundable first, in the fewest parts', () => {
    expect(splitRefund({ p1: 300, p2: 700 }, 500)).toEqual([{ payment_id: 'p2', amount: 500 }]);
    expect(splitRefund({ p1: 300, p2: 700 }, 800)).toEqual([
      { payment_id: 'p2', amount: 700 },
      { payment_id: 'p1', amount: 100 },
    ]);
    // Two of 10.00: a refund of 15.00 takes 10 + 5, the tie broken by id (stable).
    expect(splitRefund({ b: 1000, a: 1000 }, 1500)).toEqual([
      { payment_id: 'a', amount: 1000 },
      { payment_id: 'b', amount: 500 },
    ]);
    expect(splitRefund({ a: 0, b: 1000, c: 200 }, 1200)).toEqual([
      { payment_id: 'b', amount: 1000 },
      { payment_id: 'c', amount: 200 },
    ]);
    expect(splitRefund({ p1: 300, p2: 700 }, 1001)).toBeUndefined();
    expect(splitRefund({}, 1)).toBeUndefined();
    expect(splitRefund({ p1: 300 }, 0)).toBeUndefined();
    expect(totalRefundable({ p1: 300, p2: 700 })).toBe(1000);
  });

  it('settles a refund from its parts: pending while any is, failed when any failed, what came back summed', () => {
    const part = (status: 'pending' | 'succeeded' | 'failed', amount = 500) => ({ status, amount });
    expect(refundStatusOf([part('succeeded'), part('pending')])).toBe('pending');
    expect(refundStatusOf([part('failed'), part('pending')])).toBe('pending');
    expect(refundStatusOf([part('succeeded'), part('failed')])).toBe('failed');
    expect(refundStatusOf([part('succeeded'), part('succeeded')])).toBe('succeeded');
    expect(amountRefundedOf([part('succeeded', 1000), part('failed', 500), part('pending', 200)])).toBe(1000);
  });

  it('finds the part a provider settles: by payment, else by its refund id, else the first pending of that provider', () => {
    const parts = [
      { payment_id: 'a', provider: 'test', status: 'succeeded', provider_refund_id: null },
      { payment_id: 'b', provider: 'stripe', status: 'pending', provider_refund_id: 're_1' },
      { payment_id: 'c', provider: 'stripe', status: 'pending', provider_refund_id: null },
    ];
    expect(partToSettle(parts, { provider: 'stripe', payment_id: 'c' })).toBe(2);
    expect(partToSettle(parts, { provider: 'stripe', payment_id: 'a' })).toBe(-1);
    expect(partToSettle(parts, { provider: 'stripe', reference: 're_2' })).toBe(1);
    expect(partToSettle(parts, { provider: 'mollie', reference: 're_1' })).toBe(-1);
    expect(partToSettle(parts, { payment_id: 'b' })).toBe(1);
  });
});
