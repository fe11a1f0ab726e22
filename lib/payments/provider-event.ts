import type { PaymentStatus } from './payment-rules.js';

/**
 * A provider's event, verified and reduced to what the API applies: which payment, the status the
 * provider reports, and the money it names (minor units). `id` is the provider's own event id: an
 * event applied once is never applied again.
 */
export interface ProviderEvent {
  readonly id: string;
  readonly payment_id: string;
  readonly order_id: string;
  readonly status: PaymentStatus;
  readonly amount?: number;
  readonly currency?: string;
  readonly reference?: string | null;
  /** What the provider captured, when it says and it may be less than `amount` (a partial capture). */
  readonly captured?: number;
}

/**
 * A provider's word on a refund it was asked for (Stripe's `refund.updated` and
 * `charge.refund.updated`; a refund Mollie lists when its payment's webhook is fetched back): the
 * refund is named by the ids our request gave it (its metadata). `id`: the provider's event id,
 * applied at most once.
 */
export interface ProviderRefundEvent {
  readonly kind: 'refund';
  readonly id: string;
  readonly order_id: string;
  readonly refund_id: string;
  /** The payment whose part of the refund this is (absent from refunds asked before refunds had parts). */
  readonly payment_id?: string;
  readonly status: 'pending' | 'succeeded' | 'failed';
  readonly reference: string;
}
