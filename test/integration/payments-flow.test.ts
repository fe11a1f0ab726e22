import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { newId } from '../../lib/db/keys.js';
import { paymentKeys } from '../../lib/payments/keys.js';
import { signTestEvent, testEventBody } from '../../lib/payments/test-provider.js';
import { useApi, unique, type Owner } from '../helpers/api.js';
import { enableTestProvider, rushThenResend } from '../../harness/test-payments.js';
import { readItem as item } from '../../lib/db/one-item.js';

const api = useApi({ queues: true });
let owner: Owner;
let secret: string;
beforeAll(async () => {
  owner = await api.owner();
  secret = await enableTestProvider(api, owner);
});

const as = (who: Owner, extra: Record<string, unknown> = {}) => ({ token: who.token, site: who.site.id, ...extra });

const product = async (who: Owner, price = 12.5, stock = 100) => {
  const res = await api.request('POST', '/products', {
    ...as(who),
    body: { name: unique('Mug '), status: 'active', price, inventory_quantity: stock },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
};

const placeOrder = async (who: Owner = owner, quantity = 1, price = 12.5) => {
  const res = await api.request('POST', '/orders', {
    ...as(who),
    body: { email: 'buyer@example.com', line_items: [{ product: await product(who, price), quantity }] },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; total: number; line_items: { id: string; quantity: number }[] };
};

const pay = async (orderId: string, who: Owner = owner, headers: Record<string, string> = {}) =>
  api.request('POST', `/orders/${orderId}/payments`, {
    ...as(who),
    headers,
    body: { provider: 'test', return_url: 'https://shop.example.com/thanks' },
  });

type Payment = { id: string; order_id: string; amount: number; currency: string; status: string };

/** A test provider event for a payment, signed as the checkout page signs it. */
const testEvent = (payment: Payment, type: string, overrides: Record<string, unknown> = {}) => {
  const body = testEventBody(payment, type, overrides);
  return { body, signature: signTestEvent(secret, body) };
};

const deliver = (event: { body: string; signature: string }, who: Owner = owner) =>
  api.request('POST', `/payments/webhooks/test/${who.site.id}`, {
    raw: event.body,
    headers: { 'content-type': 'application/json', 'test-signature': event.signature },
  });

const paidOrder = async (quantity = 1, price = 12.5) => {
  const order = await placeOrder(owner, quantity, price);
  const payment = (await pay(order.id)).body as Payment;
  expect((await deliver(testEvent(payment, 'paid'))).body.status).toBe('applied');
  return { order, payment };
};

const refund = (orderId: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  api.request('POST', `/orders/${orderId}/refunds`, { ...as(owner), headers, body });

const stock = async (productId: string) =>
  (await api.request('GET', `/products/${productId}`, as(owner))).body.inventory_quantity as number;

const getOrder = async (orderId: string) => (await api.request('GET', `/orders/${orderId}`, as(owner))).body;

describe('paying an order through the test provider', () => {
  it('starts a pending payment of what the order owes, with a checkout page of the local server', async () => {
    const order = await placeOrder(owner, 2);
    const res = await pay(order.id);
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      order_id: order.id,
      provider: 'test',
      status: 'pending',
      amount: 25,
      currency: 'EUR',
      transactions: [],
    });
    expect(res.body.checkout_url).toBe(`${api.url}/_local/payments/${owner.site.id}/${res.body.id}`);
    expect(res.headers.get('location')).toBe(res.body.url);
    const read = await api.request('GET', `/payments/${res.body.id}`, as(owner));
    expect(read.status).toBe(200);
    expect(read.body.status).toBe('pending');
    const shown = await getOrder(order.id);
    expect(shown).toMatchObject({
      status: 'pending',
      financial_status: 'pending',
      amount_paid: 0,
      amount_outstanding: 25,
    });
  });

  it('marks the payment and the order paid from the signed webhook, once, with a ledger that adds up', async () => {
    const order = await placeOrder(owner, 2);
    const payment = (await pay(order.id)).body as Payment;
    const paid = testEvent(payment, 'paid');
    const first = await deliver(paid);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ status: 'applied' });
    const again = await deliver(paid);
    expect(again.body).toEqual({ status: 'duplicate' });
    const other = await deliver(testEvent(payment, 'paid'));
    expect(other.body).toEqual({ status: 'ignored' });
    const shown = await getOrder(order.id);
    expect(shown).toMatchObject({
      status: 'paid',
      financial_status: 'paid',
      amount_paid: 25,
      amount_refunded: 0,
      amount_outstanding: 0,
    });
    expect(shown.history.filter((h: { status: string }) => h.status === 'paid')).toHaveLength(1);
    const list = await api.request('GET', `/orders/${order.id}/payments`, as(owner));
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ status: 'paid', amount_captured: 25 });
    expect(list.body[0].transactions).toEqual([
      expect.objectContaining({ kind: 'capture', amount: 25, provider_reference: expect.any(String) }),
    ]);
    const refused = await pay(order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('order_not_payable');
  });

  it('moves a payment only forward: a late pending or failed after paid changes nothing', async () => {
    const order = await placeOrder();
    const payment = (await pay(order.id)).body as Payment;
    expect((await deliver(testEvent(payment, 'paid'))).body.status).toBe('applied');
    expect((await deliver(testEvent(payment, 'failed'))).body.status).toBe('ignored');
    expect((await deliver(testEvent(payment, 'pending'))).body.status).toBe('ignored');
    expect((await api.request('GET', `/payments/${payment.id}`, as(owner))).body.status).toBe('paid');
  });

  it('records a payment paid after it failed: a declined card retried at the provider is money taken', async () => {
    const order = await placeOrder();
    const payment = (await pay(order.id)).body as Payment;
    expect((await deliver(testEvent(payment, 'failed'))).body.status).toBe('applied');
    expect((await api.request('GET', `/payments/${payment.id}`, as(owner))).body.status).toBe('failed');
    expect((await api.request('GET', `/orders/${order.id}`, as(owner))).body).toMatchObject({
      status: 'pending',
      financial_status: 'pending',
    });
    expect((await deliver(testEvent(payment, 'paid'))).body.status).toBe('applied');
    expect((await api.request('GET', `/payments/${payment.id}`, as(owner))).body.status).toBe('paid');
    expect((await api.request('GET', `/orders/${order.id}`, as(owner))).body).toMatchObject({
      status: 'paid',
      financial_status: 'paid',
      amount_paid: order.total,
      amount_outstanding: 0,
    });
    expect((await deliver(testEvent(payment, 'failed'))).body.status).toBe('ignored');
  });

  it('refuses an unverifiable webhook with 400 whether or not the site exists, and changes nothing', async () => {
    const order = await placeOrder();
    const payment = (await pay(order.id)).body as Payment;
    const event = testEvent(payment, 'paid');
    const forged = await deliver({ body: event.body, signature: signTestEvent('not-the-secret', event.body) });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('invalid_webhook');
    const tampered = await deliver({
      body: event.body.replace(/"amount":[0-9.]+/, '"amount":99'),
      signature: event.signature,
    });
    expect(event.body).toMatch(/"amount":[0-9.]+/);
    expect(tampered.status).toBe(400);
    const old = await deliver({ body: event.body, signature: signTestEvent(secret, event.body, 1_000_000) });
    expect(old.status).toBe(400);
    const noSite = await api.request('POST', `/payments/webhooks/test/${newId()}`, {
      raw: event.body,
      headers: { 'content-type': 'application/json', 'test-signature': event.signature },
    });
    expect(noSite.status).toBe(400);
    expect(noSite.body).toEqual(forged.body);
    const unknownProvider = await api.request('POST', `/payments/webhooks/paypal/${owner.site.id}`, {
      raw: event.body,
    });
    expect(unknownProvider.status).toBe(400);
    expect((await api.request('GET', `/payments/${payment.id}`, as(owner))).body.status).toBe('pending');
    expect((await getOrder(order.id)).financial_status).toBe('pending');
  });

  it('marks a payment amount_mismatch and pays nothing when the amount or currency differs', async () => {
    const order = await placeOrder();
    const payment = (await pay(order.id)).body as Payment;
    expect((await deliver(testEvent(payment, 'paid', { amount: 0.01 }))).body.status).toBe('applied');
    expect((await api.request('GET', `/payments/${payment.id}`, as(owner))).body.status).toBe('amount_mismatch');
    expect(await getOrder(order.id)).toMatchObject({ status: 'pending', amount_paid: 0, amount_outstanding: 12.5 });
    const second = (await pay(order.id)).body as Payment;
    expect((await deliver(testEvent(second, 'paid', { currency: 'USD' }))).body.status).toBe('applied');
    expect((await api.request('GET', `/payments/${second.id}`, as(owner))).body.status).toBe('amount_mismatch');
  });

  it("expires the order's other pending payments when a new one starts", async () => {
    const order = await placeOrder();
    const first = (await pay(order.id)).body as Payment;
    const second = (await pay(order.id)).body as Payment;
    expect((await api.request('GET', `/payments/${first.id}`, as(owner))).body.status).toBe('expired');
    expect((await api.request('GET', `/payments/${second.id}`, as(owner))).body.status).toBe('pending');
    expect((await getOrder(order.id)).amount_outstanding).toBe(12.5);
  });

  it('records both attempts a buyer finished at the provider, the older one expired by us: the order keeps its total, the later capture is refunded', async () => {
    const order = await placeOrder();
    const first = (await pay(order.id)).body as Payment;
    const second = (await pay(order.id)).body as Payment;
    expect((await deliver(testEvent(second, 'paid'))).body.status).toBe('applied');
    // The buyer finishes the older attempt too: its money is recorded and given back, never ignored.
    expect((await deliver(testEvent(first, 'paid'))).body.status).toBe('applied');
    expect(await getOrder(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 25,
      amount_refunded: 12.5,
      amount_outstanding: 0,
    });
    const refunds = (await api.request('GET', `/orders/${order.id}/refunds`, as(owner))).body;
    expect(refunds).toEqual([
      expect.objectContaining({
        payment_id: first.id,
        status: 'succeeded',
        amount: 12.5,
        reason: 'Automatic: captured on an order already paid',
      }),
    ]);
    const payments = (await api.request('GET', `/orders/${order.id}/payments`, as(owner))).body as {
      id: string;
      status: string;
      transactions: { kind: string; amount: number }[];
    }[];
    expect(payments.map((p) => [p.id, p.status])).toEqual([
      [first.id, 'paid'],
      [second.id, 'paid'],
    ]);
    const net = payments
      .flatMap((p) => p.transactions)
      .reduce((sum, t) => sum + (t.kind === 'capture' ? t.amount : t.kind === 'refund' ? -t.amount : 0), 0);
    expect(net).toBe(12.5);
    // A repeat of the event, or a late `pending`, changes nothing more.
    expect((await deliver(testEvent(first, 'expired'))).body.status).toBe('ignored');
  });

  it('applies later, through the queue, an event that arrives before its payment is stored', async () => {
    const order = await placeOrder();
    const payment = (await pay(order.id)).body as Payment;
    // The webhook beats the payment's own write: take the stored payment away, deliver, then store it again.
    const key = paymentKeys.payment(owner.site.id, payment.id);
    const stored = await item(key);
    await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: key }));
    const early = await deliver(testEvent(payment, 'paid'));
    expect(early.status, early.text).toBe(200);
    expect(early.body).toEqual({ status: 'queued' });
    await db.send(new PutCommand({ TableName: TABLE_NAME, Item: stored }));
    await api.queues?.idle();
    expect(api.queues?.deadLetters ?? []).toEqual([]);
    expect((await api.request('GET', `/payments/${payment.id}`, as(owner))).body.status).toBe('paid');
    expect((await getOrder(order.id)).status).toBe('paid');
  });

  it('answers a retried payment with the same Idempotency-Key with the first, starting no second', async () => {
    const order = await placeOrder();
    const key = unique('pay-');
    const first = await pay(order.id, owner, { 'idempotency-key': key });
    const retry = await pay(order.id, owner, { 'idempotency-key': key });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    const list = await api.request('GET', `/orders/${order.id}/payments`, as(owner));
    expect(list.body).toHaveLength(1);
  });

  it('refuses a cancelled order (409 order_not_payable) and an unknown provider setup (422)', async () => {
    const order = await placeOrder();
    expect(
      (await api.request('POST', `/orders/${order.id}/transitions`, { ...as(owner), body: { status: 'cancelled' } }))
        .status,
    ).toBe(200);
    const refused = await pay(order.id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('order_not_payable');
    const other = await placeOrder();
    const mollie = await api.request('POST', `/orders/${other.id}/payments`, {
      ...as(owner),
      body: { provider: 'manual', return_url: 'https://shop.example.com/thanks' },
    });
    expect(mollie.status).toBe(422);
    expect(mollie.body.code).toBe('provider_not_configured');
    expect(
      (
        await api.request('POST', `/orders/${newId()}/payments`, {
          ...as(owner),
          body: { provider: 'test', return_url: 'https://x.example.com' },
        })
      ).status,
    ).toBe(404);
  });

  it('records a manual payment of what the order owes when it is marked paid by hand, and asks for a refund before cancelling', async () => {
    const order = await placeOrder(owner, 3);
    const marked = await api.request('POST', `/orders/${order.id}/transitions`, {
      ...as(owner),
      body: { status: 'paid', note: 'Bank transfer' },
    });
    expect(marked.status, marked.text).toBe(200);
    expect(marked.body).toMatchObject({
      status: 'paid',
      financial_status: 'paid',
      amount_paid: 37.5,
      amount_outstanding: 0,
    });
    const list = (await api.request('GET', `/orders/${order.id}/payments`, as(owner))).body;
    expect(list).toEqual([
      expect.objectContaining({ provider: 'manual', status: 'paid', amount: 37.5, amount_captured: 37.5 }),
    ]);
    const cancel = await api.request('POST', `/orders/${order.id}/transitions`, {
      ...as(owner),
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe('refund_required');
  });
});

describe('money captured where it is not owed', () => {
  it('refunds at once money captured on a cancelled order', async () => {
    const order = await placeOrder();
    const payment = (await pay(order.id)).body as Payment;
    const cancel = await api.request('POST', `/orders/${order.id}/transitions`, {
      ...as(owner),
      body: { status: 'cancelled' },
    });
    expect(cancel.status, cancel.text).toBe(200);
    expect((await deliver(testEvent(payment, 'paid'))).body.status).toBe('applied');
    expect(await getOrder(order.id)).toMatchObject({
      status: 'cancelled',
      amount_paid: 12.5,
      amount_refunded: 12.5,
      financial_status: 'refunded',
    });
    const refunds = (await api.request('GET', `/orders/${order.id}/refunds`, as(owner))).body;
    expect(refunds).toEqual([expect.objectContaining({ status: 'succeeded', amount: 12.5, payment_id: payment.id })]);
    const ledger = (await api.request('GET', `/payments/${payment.id}`, as(owner))).body;
    expect(ledger.transactions.map((t: { kind: string }) => t.kind)).toEqual(['capture', 'refund']);
  });

  it('refunds at once money captured on an order already paid (by hand meanwhile)', async () => {
    const order = await placeOrder();
    const payment = (await pay(order.id)).body as Payment;
    expect(
      (await api.request('POST', `/orders/${order.id}/transitions`, { ...as(owner), body: { status: 'paid' } })).status,
    ).toBe(200);
    expect((await deliver(testEvent(payment, 'paid'))).body.status).toBe('applied');
    expect(await getOrder(order.id)).toMatchObject({
      status: 'paid',
      amount_paid: 25,
      amount_refunded: 12.5,
      amount_outstanding: 0,
      financial_status: 'partially_refunded',
    });
    expect((await api.request('GET', `/orders/${order.id}/refunds`, as(owner))).body).toHaveLength(1);
  });
});

describe('refunds', () => {
  it('refunds part, then the rest, never more than captured minus refunded, with a ledger that adds up', async () => {
    const { order, payment } = await paidOrder(2);
    const part = await refund(order.id, { amount: 10, reason: 'Damaged' });
    expect(part.status, part.text).toBe(201);
    expect(part.body).toMatchObject({
      status: 'succeeded',
      amount: 10,
      reason: 'Damaged',
      payment_id: payment.id,
      lines: [],
    });
    expect(await getOrder(order.id)).toMatchObject({
      financial_status: 'partially_refunded',
      amount_paid: 25,
      amount_refunded: 10,
    });
    const over = await refund(order.id, { amount: 15.01 });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('refund_exceeds_captured');
    const rest = await refund(order.id);
    expect(rest.status).toBe(201);
    expect(rest.body.amount).toBe(15);
    expect(await getOrder(order.id)).toMatchObject({ financial_status: 'refunded', amount_refunded: 25 });
    expect((await refund(order.id, { amount: 0.01 })).body.code).toBe('refund_exceeds_captured');
    const payments = (await api.request('GET', `/orders/${order.id}/payments`, as(owner))).body;
    const captured = payments[0].transactions
      .filter((t: { kind: string }) => t.kind === 'capture')
      .reduce((sum: number, t: { amount: number }) => sum + t.amount, 0);
    const refunded = payments[0].transactions
      .filter((t: { kind: string }) => t.kind === 'refund')
      .reduce((sum: number, t: { amount: number }) => sum + t.amount, 0);
    expect(captured - refunded).toBe(0);
    expect(payments[0].amount_refunded).toBe(25);
    const list = await api.request('GET', `/orders/${order.id}/refunds`, as(owner));
    expect(list.body.map((r: { amount: number }) => r.amount)).toEqual([10, 15]);
    const one = await api.request('GET', `/orders/${order.id}/refunds/${part.body.id}`, as(owner));
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(part.body.id);
  });

  it('refuses a refund of an order with nothing captured (422) and an unknown order (404)', async () => {
    const order = await placeOrder();
    const none = await refund(order.id, { amount: 1 });
    expect(none.status).toBe(422);
    expect(none.body.code).toBe('refund_exceeds_captured');
    expect((await refund(newId(), { amount: 1 })).status).toBe(404);
    expect((await api.request('GET', `/orders/${order.id}/refunds`, as(owner))).body).toEqual([]);
  });

  it('restocks the refunded lines in the same write, and never refunds a line beyond what was ordered', async () => {
    const productId = await product(owner, 5, 10);
    const placed = await api.request('POST', '/orders', {
      ...as(owner),
      body: { email: 'buyer@example.com', line_items: [{ product: productId, quantity: 3 }] },
    });
    const order = placed.body;
    const payment = (await pay(order.id)).body as Payment;
    await deliver(testEvent(payment, 'paid'));
    expect(await stock(productId)).toBe(7);
    const line = order.line_items[0].id;
    const back = await refund(order.id, { lines: [{ line_id: line, quantity: 2 }], restock: true });
    expect(back.status, back.text).toBe(201);
    expect(back.body).toMatchObject({ amount: 10, restock: true, lines: [{ line_id: line, quantity: 2 }] });
    expect(await stock(productId)).toBe(9);
    const tooMany = await refund(order.id, { lines: [{ line_id: line, quantity: 2 }], restock: true });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0]).toMatchObject({ field: 'lines.0.quantity', code: 'too_many' });
    expect(await stock(productId)).toBe(9);
    const notRestocked = await refund(order.id, { lines: [{ line_id: line, quantity: 1 }] });
    expect(notRestocked.status).toBe(201);
    expect(await stock(productId)).toBe(9);
  });

  it('answers a retried refund with the same Idempotency-Key with the first, refunding once', async () => {
    const { order } = await paidOrder();
    const key = unique('refund-');
    const first = await refund(order.id, { amount: 2 }, { 'idempotency-key': key });
    const retry = await refund(order.id, { amount: 2 }, { 'idempotency-key': key });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect((await getOrder(order.id)).amount_refunded).toBe(2);
  });

  it('gives exactly 10 of 50 concurrent 1-cent refunds on 10 cents captured', async () => {
    const { order } = await paidOrder(1, 0.1);
    // A refund answered 503 (collisions that outlast the write's retries on a loaded machine) is sent
    // again afterwards, under its own Idempotency-Key, so no resend can refund twice.
    const answers = await rushThenResend(
      Array.from(
        { length: 50 },
        (_, i) => () => refund(order.id, { amount: 0.01 }, { 'idempotency-key': `${order.id}-${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 422)).toHaveLength(40);
    expect(await getOrder(order.id)).toMatchObject({ amount_refunded: 0.1, financial_status: 'refunded' });
    expect((await api.request('GET', `/orders/${order.id}/refunds`, as(owner))).body).toHaveLength(10);
  }, 90_000);

  it('lets an order be cancelled once its captured money is refunded', async () => {
    const { order } = await paidOrder();
    expect((await refund(order.id)).status).toBe(201);
    const cancel = await api.request('POST', `/orders/${order.id}/transitions`, {
      ...as(owner),
      body: { status: 'cancelled' },
    });
    expect(cancel.status, cancel.text).toBe(200);
  });
});
