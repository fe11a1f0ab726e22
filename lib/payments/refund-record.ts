import type { ProviderName } from './provider-rules.js';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A refund's share of one payment: refunded at and settled by that payment's provider. Minor units. */
export interface RefundPart {
  readonly payment_id: string;
  readonly provider: ProviderName;
  readonly amount: number;
  readonly status: RefundStatus;
  /** The provider's id of this part's refund, once it said (Stripe's `re_…`, Mollie's `re_…`). */
  readonly provider_refund_id: string | null;
}

/**
 * A stored refund of (part of) an order's captured money, made of `parts`, one per payment it comes
 * from. `payment_id`, `provider` and `provider_reference` repeat the first part's (the payment that
 * gave the most). Minor units.
 */
export interface Refund {
  readonly id: string;
  readonly order_id: string;
  readonly customer_id: string | null;
  readonly payment_id: string;
  readonly provider: ProviderName;
  readonly status: RefundStatus;
  readonly amount: number;
  /** The parts; absent on refunds stored before refunds could span payments (one part, the refund's own fields). */
  readonly parts?: readonly RefundPart[];
  /** What came back (the succeeded parts' sum); absent on refunds stored before parts: `amount` once succeeded. */
  readonly amount_refunded?: number;
  readonly lines: readonly { readonly line_id: string; readonly quantity: number }[];
  readonly restock: boolean;
  readonly reason: string | null;
  readonly provider_reference: string | null;
  /**
   * Made by the API itself, for money captured beyond what the order owed: that money was never
   * invoiced, so its return gets no credit note, whichever provider returns it.
   */
  readonly automatic?: boolean;
  /** The credit note issued when the refund succeeded (`CN-2026-000001`); absent on refunds before credit notes. */
  readonly credit_note_number?: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

/** A refund's parts: those stored, or the one part a refund stored before parts was. */
export const partsOf = (refund: Refund): readonly RefundPart[] =>
  refund.parts ?? [
    {
      payment_id: refund.payment_id,
      provider: refund.provider,
      amount: refund.amount,
      status: refund.status,
      provider_refund_id: refund.provider_reference,
    },
  ];
