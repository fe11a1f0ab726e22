import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../../lib/orders/schemas.js';
import { allowedFrom, mayTransition } from '../../../lib/orders/transition-rules.js';

// Every (from, to) pair, and whether the move is allowed: pending → paid → fulfilled, and pending or paid → cancelled.
const ALLOWED = new Set(['pending>paid', 'pending>cancelled', 'paid>fulfilled', 'paid>cancelled']);

describe('order transitions', () => {
  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as [OrderStatus, OrderStatus]));

  it.each(pairs)('%s → %s is allowed exactly when the lifecycle says so', (from, to) => {
    expect(mayTransition(from, to)).toBe(ALLOWED.has(`${from}>${to}`));
  });

  it('never lets a status move to itself, nor out of fulfilled or cancelled', () => {
    for (const status of ORDER_STATUSES) expect(mayTransition(status, status)).toBe(false);
    expect(allowedFrom('fulfilled')).toEqual([]);
    expect(allowedFrom('cancelled')).toEqual([]);
  });

  it('lists what each status may become, as the 409 invalid_transition details show it', () => {
    expect(allowedFrom('pending')).toEqual(['paid', 'cancelled']);
    expect(allowedFrom('paid')).toEqual(['fulfilled', 'cancelled']);
  });
});
