import { describe, expect, it } from 'vitest';
import {
  availableToFulfil,
  fulfilledAfter,
  fulfillmentStatusOf,
  mergeLines,
  overFulfilled,
  remainingLines,
  statusWhenPaid,
  statusWithFulfillment,
  unknownLines,
  type FulfillableOrder,
} from '../../../lib/orders/fulfillment-rules.js';

const A = 'a'.repeat(24);
const B = 'b'.repeat(24);
const order = (extra: Partial<FulfillableOrder> = {}): FulfillableOrder => ({
  status: 'paid',
  line_items: [
    { id: A, quantity: 3 },
    { id: B, quantity: 1 },
  ],
  ...extra,
});

describe('availableToFulfil', () => {
  it('is ordered minus fulfilled minus refunded, never below 0, and 0 for an unknown line', () => {
    expect(availableToFulfil(order(), A)).toBe(3);
    expect(availableToFulfil(order({ fulfilled_lines: { [A]: 1 }, refunded_lines: { [A]: 1 } }), A)).toBe(1);
    expect(availableToFulfil(order({ fulfilled_lines: { [A]: 3 }, refunded_lines: { [A]: 1 } }), A)).toBe(0);
    expect(availableToFulfil(order(), 'c'.repeat(24))).toBe(0);
  });
});

describe('the lines of a request', () => {
  it('merges a line asked for twice, names unknown lines and lines asking for more than is left', () => {
    expect(
      mergeLines([
        { line_id: A, quantity: 1 },
        { line_id: B, quantity: 1 },
        { line_id: A, quantity: 2 },
      ]),
    ).toEqual([
      { line_id: A, quantity: 3 },
      { line_id: B, quantity: 1 },
    ]);
    expect(
      unknownLines(order(), [
        { line_id: A, quantity: 1 },
        { line_id: 'c'.repeat(24), quantity: 1 },
      ]),
    ).toEqual([{ field: 'lines.1.line_id', message: 'is not a line of this order', code: 'unknown_line' }]);
    expect(overFulfilled(order({ fulfilled_lines: { [A]: 2 } }), [{ line_id: A, quantity: 2 }])).toEqual([
      { line_id: A, requested: 2, available: 1 },
    ]);
    expect(overFulfilled(order(), [{ line_id: A, quantity: 3 }])).toEqual([]);
  });

  it('lists what is left to ship on every line', () => {
    expect(remainingLines(order({ fulfilled_lines: { [A]: 1 }, refunded_lines: { [B]: 1 } }))).toEqual([
      { line_id: A, quantity: 2 },
    ]);
  });

  it('adds and gives back quantities, never below 0', () => {
    expect(fulfilledAfter(order({ fulfilled_lines: { [A]: 1 } }), [{ line_id: A, quantity: 2 }], 1)).toEqual({
      [A]: 3,
    });
    expect(fulfilledAfter(order({ fulfilled_lines: { [A]: 1 } }), [{ line_id: A, quantity: 2 }], -1)).toEqual({
      [A]: 0,
    });
  });
});

describe('fulfillmentStatusOf', () => {
  it('is unfulfilled, partially_fulfilled, then fulfilled once every line not refunded shipped', () => {
    expect(fulfillmentStatusOf(order())).toBe('unfulfilled');
    expect(fulfillmentStatusOf(order({ fulfilled_lines: { [A]: 1 } }))).toBe('partially_fulfilled');
    expect(fulfillmentStatusOf(order({ fulfilled_lines: { [A]: 3, [B]: 1 } }))).toBe('fulfilled');
    expect(fulfillmentStatusOf(order({ fulfilled_lines: { [A]: 2 }, refunded_lines: { [A]: 1, [B]: 1 } }))).toBe(
      'fulfilled',
    );
    // Everything refunded and nothing shipped: nothing was fulfilled.
    expect(fulfillmentStatusOf(order({ refunded_lines: { [A]: 3, [B]: 1 } }))).toBe('unfulfilled');
  });

  it('is fulfilled for an order marked fulfilled before fulfilments recorded what shipped', () => {
    expect(fulfillmentStatusOf(order({ status: 'fulfilled' }))).toBe('fulfilled');
    // Once fulfilments count what shipped, they decide, whatever the status says.
    expect(fulfillmentStatusOf(order({ status: 'fulfilled', fulfilled_lines: { [A]: 1 } }))).toBe(
      'partially_fulfilled',
    );
    expect(fulfillmentStatusOf(order({ status: 'paid' }))).toBe('unfulfilled');
  });
});

describe('the order status with fulfilment', () => {
  it('makes a paid order fully shipped fulfilled, a fulfilled one paid again when it no longer is, and leaves others', () => {
    expect(statusWithFulfillment('paid', 'fulfilled')).toBe('fulfilled');
    expect(statusWithFulfillment('paid', 'partially_fulfilled')).toBe('paid');
    expect(statusWithFulfillment('fulfilled', 'partially_fulfilled')).toBe('paid');
    expect(statusWithFulfillment('pending', 'fulfilled')).toBe('pending');
    expect(statusWithFulfillment('cancelled', 'unfulfilled')).toBe('cancelled');
  });

  it('makes an order paid after shipping everything fulfilled at once', () => {
    expect(statusWhenPaid(order({ status: 'pending', fulfilled_lines: { [A]: 3, [B]: 1 } }))).toBe('fulfilled');
    expect(statusWhenPaid(order({ status: 'pending', fulfilled_lines: { [A]: 3 } }))).toBe('paid');
  });
});
