import Stripe from 'stripe';
import type { StartedPayment, StartPayment } from './start-payment.js';
import type { ProviderEvent, ProviderRefundEvent } from './provider-event.js';
import type { PaymentStatus } from './payment-rules.js';

/**
 * Stripe through its official SDK, with Checkout Sessions: a payment is a session whose `url` is
 * the `checkout_url`; its PaymentIntent carries our ids in its metadata, so every event names the
 * payment and order it is about. `STRIPE_API_BASE` (`http://127.0.0.1:12111`) points the SDK at a
 * stand-in (the tests'); unset, it talks to Stripe.
 */
const client = (secretKey: string): Stripe => {
  const base = process.env.STRIPE_API_BASE ? new URL(process.env.STRIPE_API_BASE) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
};

export const startStripePayment = async (
  secretKey: string,
  captureMethod: 'automatic' | 'manual',
  input: StartPayment,
): Promise<StartedPayment> => {
  const metadata = { payment_id: input.paymentId, order_id: input.orderId, site_id: input.siteId };
  const session = await client(secretKey).checkout.sessions.create(
    {
      mode: 'payment',
      success_url: input.returnUrl,
      cancel_url: input.returnUrl,
      client_reference_id: input.paymentId,
      metadata,
      payment_intent_data: { metadata, capture_method: captureMethod },
      ...(input.method && { payment_method_types: [input.method as 'card'] }),
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: input.currency.toLowerCase(),
            unit_amount: input.amount,
            product_data: { name: `Order ${input.orderNumber}` },
          },
        },
      ],
    },
    // A retried start of the same payment never opens a second session.
    { idempotencyKey: `payment-${input.paymentId}` },
  );
  return { checkoutUrl: session.url ?? null, reference: session.id, clientSecret: session.client_secret ?? null };
};

/**
 * Captures all or part of an authorized PaymentIntent (Stripe releases the rest); a retry of the
 * same capture is answered by Stripe's idempotency, never captured twice.
 */
export const captureStripePayment = async (
  secretKey: string,
  intentId: string,
  amount: number,
  captureId: string,
): Promise<{ reference: string }> => {
  const intent = await client(secretKey).paymentIntents.capture(
    intentId,
    { amount_to_capture: amount },
    { idempotencyKey: `capture-${captureId}` },
  );
  return { reference: intent.id };
};

/** Releases an authorized PaymentIntent. */
export const voidStripePayment = async (secretKey: string, intentId: string): Promise<{ reference: string }> => {
  const intent = await client(secretKey).paymentIntents.cancel(intentId);
  return { reference: intent.id };
};

/** The ids a refund part is asked under: ours (in the provider's metadata) and its idempotency key. */
export interface RefundPartIds {
  readonly refundId: string;
  readonly orderId: string;
  readonly paymentId: string;
  readonly key: string;
}

/** Refunds part of a PaymentIntent: `succeeded`, `pending` or `failed` as Stripe says. */
export const refundStripePayment = async (
  secretKey: string,
  intentId: string,
  amount: number,
  ids: RefundPartIds,
): Promise<{ status: 'succeeded' | 'pending' | 'failed'; reference: string }> => {
  const refund = await client(secretKey).refunds.create(
    // Our ids in its metadata: Stripe's later `refund.updated` names the refund, and the part, it settles.
    {
      payment_intent: intentId,
      amount,
      metadata: { refund_id: ids.refundId, order_id: ids.orderId, payment_id: ids.paymentId },
    },
    { idempotencyKey: `refund-${ids.key}` },
  );
  const status = refund.status === 'succeeded' ? 'succeeded' : refund.status === 'failed' ? 'failed' : 'pending';
  return { status, reference: refund.id };
};

/** What each Stripe event type means for a payment. */
const STATUS_OF: Readonly<Record<string, PaymentStatus>> = {
  'payment_intent.amount_capturable_updated': 'authorized',
  'payment_intent.succeeded': 'paid',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
  'checkout.session.expired': 'expired',
};

/**
 * Stripe's events of a refund's status (a refund left `pending` settles through them; `refund.created`
 * also settles one that succeeded at once but whose answer could not be recorded).
 */
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'charge.refund.updated', 'refund.failed']);

/** A refund event of ours (its metadata names our refund), or `irrelevant`. */
const refundEvent = (event: Stripe.Event): ProviderRefundEvent | 'irrelevant' => {
  const refund = event.data.object as { id: string; status?: string | null; metadata?: Record<string, string> | null };
  const refundId = refund.metadata?.refund_id;
  const orderId = refund.metadata?.order_id;
  if (!refundId || !orderId) return 'irrelevant';
  const status =
    refund.status === 'succeeded'
      ? 'succeeded'
      : refund.status === 'failed' || refund.status === 'canceled'
        ? 'failed'
        : 'pending';
  const paymentId = refund.metadata?.payment_id;
  return {
    kind: 'refund',
    id: event.id,
    order_id: orderId,
    refund_id: refundId,
    ...(paymentId && { payment_id: paymentId }),
    status,
    reference: refund.id,
  };
};

/**
 * A Stripe event verified with `stripe.webhooks.constructEvent` over the raw body and the
 * `Stripe-Signature` header; undefined when it does not verify or is of no concern.
 */
export const verifyStripeEvent = (
  webhookSecret: string,
  body: string,
  signature: string | undefined,
): ProviderEvent | ProviderRefundEvent | 'irrelevant' | undefined => {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(body, signature ?? '', webhookSecret);
  } catch {
    return undefined;
  }
  if (REFUND_EVENTS.has(event.type)) return refundEvent(event);
  const status = STATUS_OF[event.type];
  if (!status) return 'irrelevant';
  const object = event.data.object as {
    id: string;
    metadata?: Record<string, string> | null;
    amount?: number;
    amount_total?: number | null;
    amount_received?: number;
    currency?: string;
    payment_intent?: string | null;
  };
  const paymentId = object.metadata?.payment_id;
  const orderId = object.metadata?.order_id;
  if (!paymentId || !orderId) return 'irrelevant';
  const isIntent = event.type.startsWith('payment_intent.');
  return {
    id: event.id,
    payment_id: paymentId,
    order_id: orderId,
    status,
    ...(status === 'authorized' || status === 'paid'
      ? {
          amount: isIntent ? (object.amount ?? 0) : (object.amount_total ?? 0),
          currency: object.currency?.toUpperCase(),
        }
      : {}),
    // A PaymentIntent captured in part (manual capture) received less than its amount.
    ...(status === 'paid' && isIntent && object.amount_received !== undefined && { captured: object.amount_received }),
    reference: isIntent ? object.id : (object.payment_intent ?? null),
  };
};
