import type { ProviderName } from './provider-rules.js';
import type { PaymentStatus } from './payment-rules.js';

export const TRANSACTION_KINDS = ['authorization', 'capture', 'refund', 'void'] as const;
export type TransactionKind = (typeof TRANSACTION_KINDS)[number];

/** One entry of a payment's ledger: money authorized, captured, refunded or released. Minor units. */
export interface PaymentTransaction {
  readonly id: string;
  readonly kind: TransactionKind;
  readonly amount: number;
  /** The provider's id of what moved the money (a charge, a refund), when it gave one. */
  readonly provider_reference: string | null;
  readonly created_at: string;
}

/** A stored payment: one attempt to pay (part of) an order through one provider. Amounts in minor units. */
export interface Payment {
  readonly id: string;
  readonly order_id: string;
  /** The order's customer, so a customer session is checked without reading the order. */
  readonly customer_id: string | null;
  readonly provider: ProviderName;
  readonly status: PaymentStatus;
  readonly amount: number;
  readonly currency: string;
  readonly method: string | null;
  readonly return_url: string | null;
  readonly checkout_url: string | null;
  /** The provider's id of the payment (a PaymentIntent, a Mollie payment), when it has one. */
  readonly provider_reference: string | null;
  readonly amount_captured: number;
  readonly amount_refunded: number;
  readonly transactions: readonly PaymentTransaction[];
  readonly created_at: string;
  readonly updated_at: string;
  readonly version: number;
}
