import { fromMinor } from '../commerce/money.js';
import type { Payment } from './payment-record.js';

/** A payment as the API shows it; `client_secret` only on the answer that created it (never stored). */
export const presentPayment = (payment: Payment, base: string, clientSecret?: string | null) => ({
  id: payment.id,
  url: `${base}/payments/${payment.id}`,
  order_id: payment.order_id,
  provider: payment.provider,
  status: payment.status,
  amount: fromMinor(payment.amount),
  currency: payment.currency,
  method: payment.method,
  checkout_url: payment.checkout_url,
  return_url: payment.return_url,
  provider_reference: payment.provider_reference,
  amount_captured: fromMinor(payment.amount_captured),
  amount_refunded: fromMinor(payment.amount_refunded),
  ...(clientSecret !== undefined && { client_secret: clientSecret }),
  transactions: payment.transactions.map((transaction) => ({
    id: transaction.id,
    kind: transaction.kind,
    amount: fromMinor(transaction.amount),
    provider_reference: transaction.provider_reference,
    created_at: transaction.created_at,
  })),
  created_at: payment.created_at,
  updated_at: payment.updated_at,
});
