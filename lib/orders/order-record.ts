import { randomBytes } from 'node:crypto';
import { recordOf } from '../db/record.js';
import type { StockTake } from '../products/stock.js';
import type { OrderStatus } from './schemas.js';
import type { OrderAddress } from './order-addresses.js';
import type { PricedLine } from './pricing-rules.js';
import type { TaxExemptReason, TaxLine } from '../taxes/tax-rules.js';

/**
 * A line as the order keeps it: the priced snapshot, and (on orders placed since taxes existed) its
 * net after its share of the discount and its taxes, in minor units.
 */
export type OrderLine = PricedLine & {
  readonly id: string;
  readonly net?: number;
  readonly tax_lines?: readonly TaxLine[];
};

/** A stored order. Amounts in minor units; `version`, `redeemer`, `redemption` and `taken` are never shown. */
export interface Order {
  readonly id: string;
  readonly number: number;
  readonly status: OrderStatus;
  readonly customer_id: string | null;
  readonly email: string;
  readonly currency: string;
  readonly line_items: readonly OrderLine[];
  readonly subtotal: number;
  readonly discount: number;
  readonly shipping: number;
  /** What payments must cover: the nets plus tax_total (before taxes existed: subtotal − discount + shipping). */
  readonly total: number;
  /** Taxes (absent on orders placed before taxes existed: they read as no tax). */
  readonly tax_total?: number;
  readonly prices_include_tax?: boolean;
  readonly reverse_charge?: boolean;
  readonly tax_exempt_reason?: TaxExemptReason | null;
  /** The country whose rates applied; null when the site had no tax settings. */
  readonly tax_country?: string | null;
  readonly shipping_tax_lines?: readonly TaxLine[];
  readonly coupon: { readonly id: string; readonly code: string; readonly amount: number } | null;
  readonly shipping_rate: { readonly id: string; readonly name: string; readonly price: number } | null;
  readonly checkout_profile_id: string | null;
  readonly custom_fields: Readonly<Record<string, unknown>>;
  /** Copies: a book address edited or deleted later changes no order. */
  readonly shipping_address: OrderAddress | null;
  readonly billing_address: OrderAddress | null;
  readonly note: string | null;
  readonly history: readonly { readonly status: OrderStatus; readonly at: string; readonly note: string | null }[];
  /** The invoice's number, issued in the write that first made the order paid (lib/invoices). */
  readonly invoice_number?: string;
  /** Why the order was cancelled, when not by hand: `expired` (left unpaid past the site's unpaid_order_ttl_hours). */
  readonly cancel_reason?: 'expired';
  /** Set when the buyer's account was erased: the personal fields read "erased" (lib/privacy). */
  readonly customer_erased?: boolean;
  readonly created_at: string;
  readonly updated_at: string;
  readonly version: number;
  /** Who redeemed the coupon (customer id or `email:<address>`), to release a once-per-customer redemption. */
  readonly redeemer: string;
  /**
   * How the coupon's redemption is kept: `item`, an item of its own (lib/coupons/redemptions.ts); absent
   * on an order placed before that, whose redemption sits in the coupon's maps.
   */
  readonly redemption?: 'item';
  /** The stock the order took, given back exactly when it is cancelled. */
  readonly taken: readonly StockTake[];
  /**
   * Money taken through payments (lib/payments), changed in the same write as the payment or refund
   * that moves it; absent on an order placed before payments existed (lib/payments/payment-rules.ts
   * reads those as paid in full when paid or fulfilled).
   */
  readonly amount_paid?: number;
  readonly amount_refunded?: number;
  readonly amount_authorized?: number;
  readonly voided?: boolean;
  /** Payments still pending: a new payment expires them in its own transaction. */
  readonly open_payments?: readonly string[];
  /** What each payment may still give back (captured less refunded), by payment id: refunds are conditioned on it. */
  readonly refundable?: Readonly<Record<string, number>>;
  /** The provider of each payment in `refundable`, so a refund knows where to go without reading the payment. */
  readonly payment_providers?: Readonly<Record<string, string>>;
  /** Quantities refunded so far, by line id: a line is never refunded (or restocked) beyond what was ordered. */
  readonly refunded_lines?: Readonly<Record<string, number>>;
  /**
   * Quantities shipped by fulfilments not cancelled, by line id, changed in the fulfilment's own write
   * (absent: none). The fulfilment status is computed from it at every read (fulfillmentStatusOf).
   */
  readonly fulfilled_lines?: Readonly<Record<string, number>>;
}

/** A stored order item → the order. */
export const toOrder = recordOf<Order>();

/**
 * An order's id: its creation second, its number, then random bits (24 hex characters like every
 * id). Numbers only grow with time, so the ORDER partition in key order is number order, and its
 * creation time is both in the id and in `created_at`, which always agree.
 */
export const orderId = (number: number, at: Date) =>
  Math.floor(at.getTime() / 1000)
    .toString(16)
    .padStart(8, '0') +
  number.toString(16).padStart(8, '0') +
  randomBytes(4).toString('hex');
