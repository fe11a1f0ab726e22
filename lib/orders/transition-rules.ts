import type { OrderStatus } from './schemas.js';

/** The moves an order's status may make: pending → paid → fulfilled, and pending or paid → cancelled. */
export const TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['fulfilled', 'cancelled'],
  fulfilled: [],
  cancelled: [],
};

/** The statuses an order in `from` may move to. */
export const allowedFrom = (from: OrderStatus): readonly OrderStatus[] => TRANSITIONS[from];

export const mayTransition = (from: OrderStatus, to: OrderStatus): boolean => TRANSITIONS[from].includes(to);
