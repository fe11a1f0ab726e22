/**
 * The rules of payments, pure: how a payment's status may move, and what an order's money fields
 * and financial status are. Amounts in minor units.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
  'voided',
  'amount_mismatch',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * Where a payment may go from each status: only forward (`pending` → `authorized` → `paid`;
 * `pending` → `failed` | `canceled` | `expired`; `authorized` → `voided`), so an event arriving late
 * (a `pending` after `paid`) or repeated changes nothing. `amount_mismatch` is reached from any
 * open status by an event whose amount or currency differs from the payment's, and is final.
 * An `expired` payment may still be authorized or paid: the API expires an older attempt when a new
 * one starts without closing it at the provider, where the buyer can still finish it, and money
 * that moved must be recorded (and what the order no longer owes refunded), never ignored. A
 * `failed` one likewise: Stripe reports a declined card (`payment_intent.payment_failed`) while the
 * buyer may still pay the same intent with another card. `canceled` is final at both providers.
 */
export const PAYMENT_MOVES: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  pending: ['authorized', 'paid', 'failed', 'canceled', 'expired', 'amount_mismatch'],
  authorized: ['paid', 'voided', 'canceled', 'expired', 'amount_mismatch'],
  paid: [],
  failed: ['authorized', 'paid', 'amount_mismatch'],
  canceled: [],
  expired: ['authorized', 'paid', 'amount_mismatch'],
  voided: [],
  amount_mismatch: [],
};

export const mayMove = (from: PaymentStatus, to: PaymentStatus): boolean => PAYMENT_MOVES[from].includes(to);

export const FINANCIAL_STATUSES = [
  'pending',
  'authorized',
  'partially_paid',
  'paid',
  'partially_refunded',
  'refunded',
  'voided',
] as const;
export type FinancialStatus = (typeof FINANCIAL_STATUSES)[number];

/** The money fields an order keeps beside its status (absent on an order placed before payments existed). */
export interface OrderMoney {
  /** Captured, refunds not deducted. */
  readonly amount_paid?: number;
  readonly amount_refunded?: number;
  /** Authorized and neither captured nor voided yet. */
  readonly amount_authorized?: number;
  /** An authorization was voided. */
  readonly voided?: boolean;
}

/** What the order's money fields say, legacy orders included: paid (or fulfilled) counts as paid in full. */
export const moneyOf = (order: OrderMoney & { readonly status: string; readonly total: number }) => {
  if (order.amount_paid === undefined) {
    const paid = order.status === 'paid' || order.status === 'fulfilled' ? order.total : 0;
    return { paid, refunded: 0, authorized: 0, voided: false };
  }
  return {
    paid: order.amount_paid,
    refunded: order.amount_refunded ?? 0,
    authorized: order.amount_authorized ?? 0,
    voided: order.voided ?? false,
  };
};

/** The order's financial status, computed from its money fields (never stored apart from them). */
export const financialStatus = (
  order: OrderMoney & { readonly status: string; readonly total: number },
): FinancialStatus => {
  if (order.amount_paid === undefined)
    return order.status === 'paid' || order.status === 'fulfilled' ? 'paid' : 'pending';
  const { paid, refunded, authorized, voided } = moneyOf(order);
  if (refunded > 0) return refunded >= paid ? 'refunded' : 'partially_refunded';
  if (paid > 0) return paid >= order.total ? 'paid' : 'partially_paid';
  if (authorized > 0) return 'authorized';
  if (voided) return 'voided';
  return 'pending';
};

/** What the order still owes: its total less what was captured (refunds do not make it owe again). */
export const amountOutstanding = (order: OrderMoney & { readonly status: string; readonly total: number }): number =>
  Math.max(0, order.total - moneyOf(order).paid);

/**
 * What a capture of `amount` out of `authorized` comes to: the amount captured, and the rest the
 * authorization releases (a partial capture ends the authorization: nothing is captured twice).
 */
export const capturePlan = (authorized: number, amount: number): { captured: number; released: number } => {
  const captured = Math.min(Math.max(0, amount), authorized);
  return { captured, released: authorized - captured };
};
