import type { OrderStatus } from './schemas.js';

// What fulfilment does to an order (pure: no I/O). Shared by fulfilments, transitions and the
// payment path, so that an order becomes `fulfilled` in whichever write makes it both paid and fully
// fulfilled.

export const FULFILLMENT_STATUSES = ['unfulfilled', 'partially_fulfilled', 'fulfilled'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];

/** The parts of an order fulfilment reads. */
export interface FulfillableOrder {
  readonly status: OrderStatus;
  readonly line_items: readonly { readonly id: string; readonly quantity: number }[];
  /** Quantities fulfilled (and not cancelled), by line id. */
  readonly fulfilled_lines?: Readonly<Record<string, number>>;
  /** Quantities refunded, by line id. */
  readonly refunded_lines?: Readonly<Record<string, number>>;
}

export interface FulfillmentLine {
  readonly line_id: string;
  readonly quantity: number;
}

/** Only an order not yet closed ships: a `pending` one too (cash on delivery ships before it is paid). */
export const FULFILLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'paid'];

/** What a line may still ship: ordered − fulfilled − refunded, never below 0. */
export const availableToFulfil = (order: FulfillableOrder, lineId: string): number => {
  const line = order.line_items.find((candidate) => candidate.id === lineId);
  if (!line) return 0;
  return Math.max(0, line.quantity - (order.fulfilled_lines?.[lineId] ?? 0) - (order.refunded_lines?.[lineId] ?? 0));
};

/** Every line with something left to ship, with all of it (what a manual `fulfilled` records). */
export const remainingLines = (order: FulfillableOrder): FulfillmentLine[] =>
  order.line_items
    .map((line) => ({ line_id: line.id, quantity: availableToFulfil(order, line.id) }))
    .filter((line) => line.quantity > 0);

/** Lines asked for twice are one line of their summed quantity, in the order first asked. */
export const mergeLines = (lines: readonly FulfillmentLine[]): FulfillmentLine[] => {
  const merged = new Map<string, number>();
  for (const line of lines) merged.set(line.line_id, (merged.get(line.line_id) ?? 0) + line.quantity);
  return [...merged].map(([line_id, quantity]) => ({ line_id, quantity }));
};

/** Field errors of a request's lines: a line the order does not have (422). */
export const unknownLines = (order: FulfillableOrder, lines: readonly FulfillmentLine[]) =>
  lines.flatMap((line, index) =>
    order.line_items.some((candidate) => candidate.id === line.line_id)
      ? []
      : [{ field: `lines.${index}.line_id`, message: 'is not a line of this order', code: 'unknown_line' }],
  );

/** Lines asking for more than is left to ship, with what is left. */
export const overFulfilled = (order: FulfillableOrder, lines: readonly FulfillmentLine[]) =>
  lines
    .map((line) => ({
      line_id: line.line_id,
      requested: line.quantity,
      available: availableToFulfil(order, line.line_id),
    }))
    .filter((line) => line.requested > line.available);

/** The fulfilled quantities after adding (`sign` 1) or giving back (`sign` −1) `lines`. */
export const fulfilledAfter = (
  order: FulfillableOrder,
  lines: readonly FulfillmentLine[],
  sign: 1 | -1,
): Record<string, number> => {
  const next: Record<string, number> = { ...order.fulfilled_lines };
  for (const line of lines) next[line.line_id] = Math.max(0, (next[line.line_id] ?? 0) + sign * line.quantity);
  return next;
};

/**
 * `fulfilled` when every line's quantity not refunded has shipped (and something has),
 * `partially_fulfilled` when something has, else `unfulfilled`. Computed at every read, never
 * stored: a refund changes it without writing it. An order marked `fulfilled` before fulfilments
 * counted what shipped has no `fulfilled_lines`: it shipped all the same, so it is `fulfilled`.
 */
export const fulfillmentStatusOf = (order: FulfillableOrder): FulfillmentStatus => {
  if (order.status === 'fulfilled' && order.fulfilled_lines === undefined) return 'fulfilled';
  const fulfilled = order.fulfilled_lines ?? {};
  const shipped = order.line_items.some((line) => (fulfilled[line.id] ?? 0) > 0);
  if (!shipped) return 'unfulfilled';
  const all = order.line_items.every(
    (line) => (fulfilled[line.id] ?? 0) + (order.refunded_lines?.[line.id] ?? 0) >= line.quantity,
  );
  return all ? 'fulfilled' : 'partially_fulfilled';
};

/**
 * The order's status once its fulfilment is `fulfillment`: a paid order fully fulfilled becomes
 * `fulfilled`; a fulfilled one whose fulfilment was cancelled is `paid` again; others keep theirs.
 */
export const statusWithFulfillment = (status: OrderStatus, fulfillment: FulfillmentStatus): OrderStatus => {
  if (status === 'paid' && fulfillment === 'fulfilled') return 'fulfilled';
  if (status === 'fulfilled' && fulfillment !== 'fulfilled') return 'paid';
  return status;
};

/** The status an order takes when it becomes paid: `fulfilled` when everything has already shipped. */
export const statusWhenPaid = (order: FulfillableOrder): OrderStatus =>
  statusWithFulfillment('paid', fulfillmentStatusOf(order));
