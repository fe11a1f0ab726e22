import { newId } from '../db/keys.js';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProviderEvent } from './provider-event.js';
import { PAYMENT_STATUSES, type PaymentStatus } from './payment-rules.js';

/**
 * The `test` provider: no account anywhere. Its checkout page is served by the local server
 * (local/test-payments.ts), where a person or a browser test picks an outcome; the page then posts
 * a signed event to the same webhook path a real provider would. Events are signed like Stripe's:
 * `Test-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with the secret the
 * site's test provider settings hold (sealed), and refused when older than 5 minutes.
 */
export const TEST_SIGNATURE_HEADER = 'test-signature';
const TOLERANCE_SECONDS = 300;

/** The body of a test event, as the checkout page sends it (amount in major units, as everywhere in the API). */
export interface TestEventBody {
  readonly id: string;
  readonly type: `payment.${string}`;
  readonly payment_id: string;
  readonly order_id: string;
  readonly amount: number;
  readonly currency: string;
}

/**
 * A test event's raw body for a payment, under a fresh event id: what the checkout page sends, and
 * what tests send in its place (`overrides` to make it wrong on purpose). Amounts in major units.
 */
export const testEventBody = (
  payment: { readonly id: string; readonly order_id: string; readonly amount: number; readonly currency: string },
  status: string,
  overrides: Readonly<Record<string, unknown>> = {},
): string =>
  JSON.stringify({
    id: `evt_${newId()}`,
    type: `payment.${status}`,
    payment_id: payment.id,
    order_id: payment.order_id,
    amount: payment.amount,
    currency: payment.currency,
    ...overrides,
  } satisfies TestEventBody & Record<string, unknown>);

/** Where the buyer pays a test payment: a page of the local server. */
export const testCheckoutUrl = (base: string, siteId: string, paymentId: string): string =>
  `${base}/_local/payments/${siteId}/${paymentId}`;

const mac = (secret: string, t: number, body: string) =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

/** The signature header of a raw body. */
export const signTestEvent = (secret: string, body: string, at = Math.floor(Date.now() / 1000)): string =>
  `t=${at},v1=${mac(secret, at, body)}`;

/** The event of a raw body whose signature holds, else undefined (never says why: a 400 either way). */
export const verifyTestEvent = (
  secret: string,
  body: string,
  header: string | undefined,
  now = Math.floor(Date.now() / 1000),
): ProviderEvent | undefined => {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  if (!Number.isInteger(t) || Math.abs(now - t) > TOLERANCE_SECONDS) return undefined;
  const expected = Buffer.from(mac(secret, t, body), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let parsed: TestEventBody;
  try {
    parsed = JSON.parse(body) as TestEventBody;
  } catch {
    return undefined;
  }
  const status = String(parsed.type).replace(/^payment\./, '') as PaymentStatus;
  if (!PAYMENT_STATUSES.includes(status) || typeof parsed.id !== 'string' || typeof parsed.payment_id !== 'string')
    return undefined;
  return {
    id: parsed.id,
    payment_id: parsed.payment_id,
    order_id: String(parsed.order_id),
    status,
    amount: Math.round(Number(parsed.amount) * 100),
    currency: String(parsed.currency),
    reference: `test_${parsed.id}`,
  };
};
