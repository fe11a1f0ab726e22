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
