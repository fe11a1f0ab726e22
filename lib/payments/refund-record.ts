import type { ProviderName } from './provider-rules.js';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A stored refund of (part of) an order's captured money, through the payment that took it. Minor units. */
export interface Refund {
  readonly id: string;
  readonly order_id: string;
  readonly customer_id: string | null;
  readonly payment_id: string;
  readonly provider: ProviderName;
  readonly status: RefundStatus;
  readonly amount: number;
  readonly lines: readonly { readonly line_id: string; readonly quantity: number }[];
  readonly restock: boolean;
  readonly reason: string | null;
  readonly provider_reference: string | null;
  /** The credit note issued when the refund succeeded (`CN-2026-000001`); absent on refunds before credit notes. */
  readonly credit_note_number?: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}
