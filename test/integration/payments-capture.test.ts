import { beforeAll, describe, expect, it } from 'vitest';
import { orderKeys } from '../../lib/orders/keys.js';
import { paymentKeys } from '../../lib/payments/keys.js';
import { signTestEvent, testEventBody } from '../../lib/payments/test-provider.js';
import { useApi, unique, type Owner } from '../helpers/api.js';
import { enableTestProvider } from '../../harness/test-payments.js';
import { readItem as item } from '../../lib/db/one-item.js';

// Authorize then capture, run for real through the test provider: its checkout page's
// `authorized` outcome authorizes, and the shop captures (all or part) or releases.
const api = useApi();
let owner: Owner;
let secret: string;
beforeAll(async () => {
  owner = await api.owner();
  secret = await enableTestProvider(api, owner);
});

const as = (extra: Record<string, unknown> = {}) => ({ token: owner.token, site: owner.site.id, ...extra });

type Payment = { id: string; order_id: string; amount: number; currency: string; status: string; checkout_url: string };

/** An order of 2 × 12.50 (25.00). */
const placeOrder = async () => {
  const product = await api.request('POST', '/products', {
    ...as(),
    body: { name: unique('Mug '), status: 'active', price: 12.5, inventory_quantity: 100 },
  });
  const order = await api.request('POST', '/orders', {
    ...as(),
    body: { email: 'buyer@example.com', line_items: [{ product: product.body.id, quantity: 2 }] },
  });
  expect(order.status, order.text).toBe(201);
  return order.body.id as string;
};

/** A test payment of what the order owes, still pending. */
const startPayment = async (orderId: string) => {
  const started = await api.request('POST', `/orders/${orderId}/payments`, {
    ...as(),
    body: { provider: 'test', return_url: 'https://shop.example.com/thanks' },
  });
  expect(started.status, started.text).toBe(201);
  return started.body as Payment;
};

/** The buyer picks an outcome on the test provider's page, which posts the signed event to the webhook. */
const pick = async (payment: Payment, outcome: 'authorized' | 'paid') => {
  const picked = await fetch(payment.checkout_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `outcome=${outcome}`,
    redirect: 'manual',
  });
  expect(picked.status).toBe(303);
};

/** An order of 25.00 and a test payment of it, authorized on the checkout page. */
const authorizedPayment = async (orderId?: string) => {
  const payment = await startPayment(orderId ?? (await placeOrder()));
  await pick(payment, 'authorized');
  return payment;
};

const capture = (paymentId: string, body?: Record<string, unknown>) =>
  api.request('POST', `/payments/${paymentId}/capture`, as(body ? { body } : {}));
const release = (paymentId: string) => api.request('POST', `/payments/${paymentId}/void`, as());
const getOrder = async (orderId: string) => (await api.request('GET', `/orders/${orderId}`, as())).body;
type Entry = { kind: string; actor: { type: string; id?: string }; details: Record<string, unknown> };
/** The order's history, less the mails (their entries come from the mail worker, off this write). */
const changes = async (orderId: string) =>
  ((await api.request('GET', `/orders/${orderId}/history`, as())).body as Entry[]).filter(
    (entry) => entry.kind !== 'mail_sent',
  );

describe('authorize then capture', () => {
  it('shows an authorized payment on the order, then captures all of it: paid once', async () => {
    const payment = await authorizedPayment();
    expect(await getOrder(payment.order_id)).toMatchObject({
      status: 'pending',
      financial_status: 'authorized',
      amount_paid: 0,
    });
    const res = await capture(payment.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'paid', amount: 25, amount_captured: 25 });
    expect(res.body.transactions.map((t: { kind: string; amount: number }) => [t.kind, t.amount])).toEqual([
      ['authorization', 25],
      ['capture', 25],
    ]);
    expect(await getOrder(payment.order_id)).toMatchObject({
      status: 'paid',
      financial_status: 'paid',
      amount_paid: 25,
      amount_outstanding: 0,
    });
    // What storage holds: the payment as answered, the order's money and refundable amount.
    expect(await item(paymentKeys.payment(owner.site.id, payment.id))).toMatchObject({
      status: 'paid',
      amount_captured: 2500,
    });
    expect(await item(orderKeys.order(owner.site.id, payment.order_id))).toMatchObject({
      amount_paid: 2500,
      amount_authorized: 0,
      refundable: { [payment.id]: 2500 },
    });
    // The order's history: the capture by the user who asked for it, the status it moved and the
    // invoice it was given, in that order.
    const entries = await changes(payment.order_id);
    expect(entries.map((entry) => entry.kind)).toEqual([
      'created',
      'payment_started',
      'payment_event',
      'payment_event',
      'status_changed',
      'invoice_created',
    ]);
    expect(entries[3]).toMatchObject({
      actor: { type: 'user', id: owner.user.id },
      details: { payment_id: payment.id, status: 'paid', amount: 25 },
    });
    // A second capture finds the payment no longer authorized.
    const again = await capture(payment.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'payment_not_authorized', details: { status: 'paid' } });
  });

  it('captures part: the rest is released, the payment paid with what was captured, the order partially paid', async () => {
    const payment = await authorizedPayment();
    const res = await capture(payment.id, { amount: 10 });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'paid', amount: 25, amount_captured: 10 });
    expect(res.body.transactions.map((t: { kind: string; amount: number }) => [t.kind, t.amount])).toEqual([
      ['authorization', 25],
      ['capture', 10],
      ['void', 15],
    ]);
    expect(await getOrder(payment.order_id)).toMatchObject({
      status: 'pending',
      financial_status: 'partially_paid',
      amount_paid: 10,
      amount_outstanding: 15,
    });
    // Only what was captured can be refunded.
    const over = await api.request('POST', `/orders/${payment.order_id}/refunds`, as({ body: { amount: 10.01 } }));
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('refund_exceeds_captured');
    const listed = await api.request('GET', `/orders/${payment.order_id}/payments`, as());
    expect(listed.body[0].transactions).toHaveLength(3);
  });

  it('refuses a capture over the authorized amount with 422 naming amount, and changes nothing', async () => {
    const payment = await authorizedPayment();
    const res = await capture(payment.id, { amount: 25.01 });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([expect.objectContaining({ field: 'amount', code: 'exceeds_authorized' })]);
    expect((await capture(payment.id, { amount: 0 })).status).toBe(422);
    expect(await item(paymentKeys.payment(owner.site.id, payment.id))).toMatchObject({ status: 'authorized' });
    expect((await getOrder(payment.order_id)).financial_status).toBe('authorized');
  });

  it('releases an authorization: voided, with a void entry, and the order shows voided', async () => {
    const payment = await authorizedPayment();
    const res = await release(payment.id);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ status: 'voided', amount_captured: 0 });
    expect(res.body.transactions.map((t: { kind: string; amount: number }) => [t.kind, t.amount])).toEqual([
      ['authorization', 25],
      ['void', 25],
    ]);
    expect(await getOrder(payment.order_id)).toMatchObject({
      status: 'pending',
      financial_status: 'voided',
      amount_paid: 0,
      amount_outstanding: 25,
    });
    expect(await item(paymentKeys.payment(owner.site.id, payment.id))).toMatchObject({ status: 'voided' });
    expect((await changes(payment.order_id)).at(-1)).toMatchObject({
      kind: 'payment_event',
      actor: { type: 'user', id: owner.user.id },
      details: { payment_id: payment.id, status: 'voided', amount: 25 },
    });
    // Neither a capture nor a second release of a voided payment.
    expect((await capture(payment.id)).body.code).toBe('payment_not_authorized');
    expect((await release(payment.id)).status).toBe(409);
  });

  it('refuses capture and release of a payment that is not authorized (pending), and 404 for an unknown one', async () => {
    const product = await api.request('POST', '/products', {
      ...as(),
      body: { name: unique('Mug '), status: 'active', price: 5, inventory_quantity: 10 },
    });
    const order = await api.request('POST', '/orders', {
      ...as(),
      body: { email: 'buyer@example.com', line_items: [{ product: product.body.id, quantity: 1 }] },
    });
    const payment = (
      await api.request('POST', `/orders/${order.body.id}/payments`, {
        ...as(),
        body: { provider: 'test', return_url: 'https://shop.example.com/thanks' },
      })
    ).body as Payment;
    const captured = await capture(payment.id);
    expect(captured.status).toBe(409);
    expect(captured.body).toMatchObject({ code: 'payment_not_authorized', details: { status: 'pending' } });
    expect((await release(payment.id)).body.code).toBe('payment_not_authorized');
    expect((await capture('0123456789abcdef01234567')).status).toBe(404);
    // A late event for the payment still applies: nothing was recorded by the refusals.
    const body = testEventBody(payment, 'paid');
    const applied = await api.request('POST', `/payments/webhooks/test/${owner.site.id}`, {
      raw: body,
      headers: { 'content-type': 'application/json', 'test-signature': signTestEvent(secret, body) },
    });
    expect(applied.body.status).toBe('applied');
  });

  it('answers a retried capture with the same Idempotency-Key from the first, capturing once', async () => {
    const payment = await authorizedPayment();
    const key = `capture-${unique('')}`;
    const first = await api.request('POST', `/payments/${payment.id}/capture`, {
      ...as(),
      headers: { 'idempotency-key': key },
      body: { amount: 20 },
    });
    const second = await api.request('POST', `/payments/${payment.id}/capture`, {
      ...as(),
      headers: { 'idempotency-key': key },
      body: { amount: 20 },
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await getOrder(payment.order_id)).amount_paid).toBe(20);
  });
});

/** Captured minus refunded over an order's payments, in major units. */
const netOfLedgers = async (orderId: string) => {
  const payments = (await api.request('GET', `/orders/${orderId}/payments`, as())).body as {
    transactions: { kind: string; amount: number }[];
  }[];
  const cents = payments
    .flatMap((payment) => payment.transactions)
    .reduce((sum, t) => sum + (t.kind === 'capture' ? t.amount * 100 : t.kind === 'refund' ? -t.amount * 100 : 0), 0);
  return Math.round(cents) / 100;
};

describe('money captured beyond what the order owes', () => {
  it('refunds automatically only the excess of an event that pays more than the order still owes', async () => {
    // Two attempts at 25.00: the first authorized, then 10.00 of it captured; the second, started
    // before that capture for the whole 25.00, completed by the buyer at the provider.
    const orderId = await placeOrder();
    const first = await authorizedPayment(orderId);
    const second = await startPayment(orderId);
    expect(second.amount).toBe(25);
    expect((await capture(first.id, { amount: 10 })).status).toBe(200);
    await pick(second, 'paid');
    expect(await getOrder(orderId)).toMatchObject({
      status: 'paid',
      amount_paid: 35,
      amount_refunded: 10,
      amount_outstanding: 0,
    });
    const refunds = (await api.request('GET', `/orders/${orderId}/refunds`, as())).body;
    expect(refunds).toEqual([
      expect.objectContaining({
        payment_id: second.id,
        status: 'succeeded',
        amount: 10,
        reason: 'Automatic: captured more than the order owed',
      }),
    ]);
    const ledger = (await api.request('GET', `/payments/${second.id}`, as())).body;
    expect(ledger).toMatchObject({ status: 'paid', amount_captured: 25, amount_refunded: 10 });
    expect(ledger.transactions.map((t: { kind: string; amount: number }) => [t.kind, t.amount])).toEqual([
      ['capture', 25],
      ['refund', 10],
    ]);
    // The ledger adds up: what the order kept is its total, and only that is refundable still.
    expect(await netOfLedgers(orderId)).toBe(25);
    expect(await item(orderKeys.order(owner.site.id, orderId))).toMatchObject({
      amount_paid: 3500,
      amount_refunded: 1000,
      refundable: { [first.id]: 1000, [second.id]: 1500 },
    });
    const entries = await changes(orderId);
    expect(entries.filter((entry) => entry.kind === 'payment_event').at(-1)).toMatchObject({
      details: { payment_id: second.id, status: 'paid', amount: 25, refund_id: refunds[0].id },
    });
  });

  it('refunds automatically all of a second payment completed on an order the first paid in full', async () => {
    const orderId = await placeOrder();
    const first = await authorizedPayment(orderId);
    const second = await startPayment(orderId);
    expect((await capture(first.id)).status).toBe(200);
    await pick(second, 'paid');
    expect(await getOrder(orderId)).toMatchObject({ status: 'paid', amount_paid: 50, amount_refunded: 25 });
    const refunds = (await api.request('GET', `/orders/${orderId}/refunds`, as())).body;
    expect(refunds).toEqual([
      expect.objectContaining({
        payment_id: second.id,
        amount: 25,
        reason: 'Automatic: captured on an order already paid',
      }),
    ]);
    expect(await netOfLedgers(orderId)).toBe(25);
  });

  it('captures no more than the order owes: an amount above it is 422 naming amount, none captures what is owed', async () => {
    const orderId = await placeOrder();
    const first = await authorizedPayment(orderId);
    const second = await authorizedPayment(orderId);
    expect((await capture(first.id, { amount: 10 })).status).toBe(200);
    const over = await capture(second.id, { amount: 15.01 });
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual([expect.objectContaining({ field: 'amount', code: 'exceeds_outstanding' })]);
    expect(await item(paymentKeys.payment(owner.site.id, second.id))).toMatchObject({ status: 'authorized' });
    const rest = await capture(second.id);
    expect(rest.status, rest.text).toBe(200);
    expect(rest.body).toMatchObject({ status: 'paid', amount: 25, amount_captured: 15 });
    expect(rest.body.transactions.map((t: { kind: string; amount: number }) => [t.kind, t.amount])).toEqual([
      ['authorization', 25],
      ['capture', 15],
      ['void', 10],
    ]);
    expect(await getOrder(orderId)).toMatchObject({
      status: 'paid',
      financial_status: 'paid',
      amount_paid: 25,
      amount_refunded: 0,
    });
    expect(await netOfLedgers(orderId)).toBe(25);
  });

  it('gives back what the order no longer owes when another payment lands between the capture and its write', async () => {
    // Each order: one attempt authorized, a second pending; the shop captures 10.00 of the first
    // while the buyer finishes the second (25.00). Whichever write comes second, the order keeps
    // exactly its total: a capture that collides reads the order again and refunds the excess.
    const setups = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const orderId = await placeOrder();
        const first = await authorizedPayment(orderId);
        return { orderId, first, second: await startPayment(orderId) };
      }),
    );
    const answers = await Promise.all(
      setups.map(({ first, second }) => Promise.all([capture(first.id, { amount: 10 }), pick(second, 'paid')])),
    );
    for (const [index, { orderId }] of setups.entries()) {
      const captured = answers[index]?.[0];
      // A capture that read the order already paid is refused; otherwise it went through.
      expect([200, 409], captured?.text).toContain(captured?.status);
      const shown = await getOrder(orderId);
      expect(Math.round((shown.amount_paid - shown.amount_refunded) * 100), JSON.stringify(shown)).toBe(2500);
      expect(shown).toMatchObject({ status: 'paid', amount_outstanding: 0 });
      expect(await netOfLedgers(orderId)).toBe(25);
    }
  });
});
