import { createMollieClient, type Payment } from '@mollie/api-client';
import type { StartedPayment, StartPayment } from './start-payment.js';
import type { ProviderEvent, ProviderRefundEvent } from './provider-event.js';
import type { PaymentStatus } from './payment-rules.js';

/**
 * Mollie through its official SDK. Mollie signs nothing: its webhook posts only `id=tr_…`, which is
 * fetched back from Mollie with the site's key, and only what Mollie answers counts.
 * `MOLLIE_API_ENDPOINT` (`http://127.0.0.1:12112/v2/`) points the SDK at a stand-in (the tests').
 */
const client = (apiKey: string) =>
  createMollieClient({
    apiKey,
    ...(process.env.MOLLIE_API_ENDPOINT && { apiEndpoint: process.env.MOLLIE_API_ENDPOINT }),
  });

/** Minor units → Mollie's amount string (`"12.50"`). */
const value = (minor: number) => (minor / 100).toFixed(2);

export const startMolliePayment = async (
  apiKey: string,
  input: StartPayment & { readonly webhookUrl: string },
): Promise<StartedPayment> => {
  const payment = await client(apiKey).payments.create({
    amount: { currency: input.currency, value: value(input.amount) },
    description: `Order ${input.orderNumber}`,
    redirectUrl: input.returnUrl,
    webhookUrl: input.webhookUrl,
    metadata: { payment_id: input.paymentId, order_id: input.orderId },
    ...(input.method && { method: input.method as never }),
  });
  return { checkoutUrl: payment.getCheckoutUrl() ?? null, reference: payment.id };
};

/** Refunds part of a Mollie payment: Mollie answers `queued` or `pending` first, `refunded` once done. */
export const refundMolliePayment = async (
  apiKey: string,
  molliePaymentId: string,
  amount: number,
  currency: string,
  ids: { readonly refundId: string; readonly orderId: string; readonly paymentId: string },
): Promise<{ status: 'succeeded' | 'pending' | 'failed'; reference: string }> => {
  const refund = await client(apiKey).paymentRefunds.create({
    paymentId: molliePaymentId,
    amount: { currency, value: value(amount) },
    // Our ids in its metadata: the refund, and the part, are found again when Mollie's payment webhook lists it.
    metadata: { refund_id: ids.refundId, order_id: ids.orderId, payment_id: ids.paymentId },
  });
  const status = refund.status === 'refunded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending';
  return { status, reference: refund.id };
};

/** Captures all or part of an authorized Mollie payment (Mollie releases the rest). */
export const captureMolliePayment = async (
  apiKey: string,
  molliePaymentId: string,
  amount: number,
  currency: string,
  captureId: string,
): Promise<{ reference: string }> => {
  const capture = await client(apiKey).paymentCaptures.create({
    paymentId: molliePaymentId,
    amount: { currency, value: value(amount) },
    idempotencyKey: `capture-${captureId}`,
  });
  return { reference: capture.id };
};

/** Releases an authorized Mollie payment (Mollie cancels it). */
export const voidMolliePayment = async (apiKey: string, molliePaymentId: string): Promise<{ reference: string }> => {
  const payment = await client(apiKey).payments.cancel(molliePaymentId);
  return { reference: payment.id };
};

const STATUS_OF: Readonly<Record<string, PaymentStatus>> = {
  open: 'pending',
  pending: 'pending',
  authorized: 'authorized',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
};

/**
 * The event a Mollie webhook stands for: the payment it names, fetched back from Mollie. Its id is
 * the payment's id and its status (Mollie calls once per change), so a repeat is a duplicate.
 */
export const fetchMollieEvent = async (
  apiKey: string,
  form: string,
): Promise<{ payment: ProviderEvent; refunds: ProviderRefundEvent[] } | undefined> => {
  const id = new URLSearchParams(form).get('id');
  if (!id || !/^tr_[A-Za-z0-9]+$/.test(id)) return undefined;
  let payment: Payment;
  try {
    payment = await client(apiKey).payments.get(id);
  } catch {
    return undefined;
  }
  const metadata = (payment.metadata ?? {}) as { payment_id?: string; order_id?: string };
  const status = STATUS_OF[payment.status];
  if (!status || !metadata.payment_id || !metadata.order_id) return undefined;
  const event: ProviderEvent = {
    id: `${payment.id}:${payment.status}`,
    payment_id: metadata.payment_id,
    order_id: metadata.order_id,
    status,
    amount: Math.round(Number(payment.amount.value) * 100),
    currency: payment.amount.currency,
    reference: payment.id,
  };
  // Mollie reports a refund's progress through its payment's webhook: its refunds are read back too
  // (one more call, only for a payment that has refunds), each of ours an event of its own.
  const refunds: ProviderRefundEvent[] = [];
  if (Number(payment.amountRefunded?.value ?? 0) > 0) {
    try {
      for (const refund of await client(apiKey).paymentRefunds.page({ paymentId: payment.id })) {
        const ours = (refund.metadata ?? {}) as { refund_id?: string; order_id?: string; payment_id?: string };
        if (!ours.refund_id || !ours.order_id) continue;
        const settled =
          refund.status === 'refunded'
            ? 'succeeded'
            : refund.status === 'failed' || refund.status === 'canceled'
              ? 'failed'
              : 'pending';
        refunds.push({
          kind: 'refund',
          id: `${refund.id}:${refund.status}`,
          order_id: ours.order_id,
          refund_id: ours.refund_id,
          ...(ours.payment_id && { payment_id: ours.payment_id }),
          status: settled,
          reference: refund.id,
        });
      }
    } catch {
      // The refunds are read again at Mollie's next call: the payment's own event still counts.
    }
  }
  return { payment: event, refunds };
};
