import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceKeys } from '../../lib/invoices/keys.js';
import { useApi, unique, type Owner } from '../helpers/api.js';
import { enableTestProvider } from '../../harness/test-payments.js';
import { signTestEvent, testEventBody } from '../../lib/payments/test-provider.js';
import { readItem as item } from '../../lib/db/one-item.js';

// Refunds made of parts: an order paid by several payments refunds across them, each part through
// its own payment, with the order's and each payment's ledger adding up.
const api = useApi({ queues: true });
let owner: Owner;
let secret: string;
beforeAll(async () => {
  owner = await api.owner();
  secret = await enableTestProvider(api, owner);
});

const as = (extra: Record<string, unknown> = {}) => ({ token: owner.token, site: owner.site.id, ...extra });

type Payment = { id: string; order_id: string; amount: number; currency: string; checkout_url: string };
type Ledger = { id: string; amount_refunded: number; transactions: { kind: string; amount: number }[] };

/** An order of 2 × 10.00 paid by two test payments of 10.00: the first authorized for 20 and captured for 10. */
const paidTwice = async () => {
  const product = await api.request('POST', '/products', {
    ...as(),
    body: { name: unique('Lamp '), status: 'active', price: 10, inventory_quantity: 100 },
  });
  const order = await api.request('POST', '/orders', {
    ...as(),
    body: { email: 'buyer@example.com', line_items: [{ product: product.body.id, quantity: 2 }] },
  });
  expect(order.status, order.text).toBe(201);
  const start = async () => {
    const res = await api.request('POST', `/orders/${order.body.id}/payments`, {
      ...as(),
      body: { provider: 'test', return_url: 'https://shop.example.com/thanks' },
    });
    expect(res.status, res.text).toBe(201);
    return res.body as Payment;
  };
  const first = await start();
  const picked = await fetch(first.checkout_url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'outcome=authorized',
    redirect: 'manual',
  });
  expect(picked.status).toBe(303);
  const captured = await api.request('POST', `/payments/${first.id}/capture`, as({ body: { amount: 10 } }));
  expect(captured.status, captured.text).toBe(200);
  const second = await start();
  expect(second.amount).toBe(10);
  const body = testEventBody(second, 'paid');
  const paid = await api.request('POST', `/payments/webhooks/test/${owner.site.id}`, {
    raw: body,
    headers: { 'content-type': 'application/json', 'test-signature': signTestEvent(secret, body) },
  });
  expect(paid.body.status).toBe('applied');
  return { orderId: order.body.id as string, first, second };
};

const refund = (orderId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  api.request('POST', `/orders/${orderId}/refunds`, { ...as(), headers, body });
const getOrder = async (orderId: string) => (await api.request('GET', `/orders/${orderId}`, as())).body;
const ledgers = async (orderId: string) =>
  (await api.request('GET', `/orders/${orderId}/payments`, as())).body as Ledger[];
const sum = (ledger: Ledger, kind: string) =>
  ledger.transactions.filter((t) => t.kind === kind).reduce((total, t) => total + t.amount, 0);

describe('a refund across payments', () => {
  it('refunds 15.00 of two payments of 10.00 in parts of 10 + 5, then 5 more, then nothing, each once', async () => {
    const { orderId, first, second } = await paidTwice();
    expect(await getOrder(orderId)).toMatchObject({ financial_status: 'paid', amount_paid: 20 });
    const key = unique('refund-');
    const res = await refund(orderId, { amount: 15, reason: 'Broken' }, { 'idempotency-key': key });
    expect(res.status, res.text).toBe(201);
    // Equal refundable money: the split is stable, by payment id.
    const [big, small] = [first.id, second.id].sort();
    expect(res.body).toMatchObject({
      status: 'succeeded',
      amount: 15,
      amount_refunded: 15,
      payment_id: big,
      reason: 'Broken',
      parts: [
        { payment_id: big, provider: 'test', amount: 10, status: 'succeeded', provider_refund_id: null },
        { payment_id: small, provider: 'test', amount: 5, status: 'succeeded', provider_refund_id: null },
      ],
    });
    expect(await getOrder(orderId)).toMatchObject({
      financial_status: 'partially_refunded',
      amount_paid: 20,
      amount_refunded: 15,
    });
    const byId = new Map((await ledgers(orderId)).map((ledger) => [ledger.id, ledger]));
    expect(byId.get(big as string)?.amount_refunded).toBe(10);
    expect(byId.get(small as string)?.amount_refunded).toBe(5);
    const all = [...byId.values()];
    expect(all.reduce((total, l) => total + sum(l, 'capture') - sum(l, 'refund'), 0)).toBe(20 - 15);
    const note = await item(invoiceKeys.creditNote(owner.site.id, res.body.id));
    expect(note).toMatchObject({ amount: 1500, refund_id: res.body.id, number: res.body.credit_note_number });

    // The same Idempotency-Key answers the first refund and moves no money again.
    const retry = await refund(orderId, { amount: 15, reason: 'Broken' }, { 'idempotency-key': key });
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(res.body.id);
    expect((await getOrder(orderId)).amount_refunded).toBe(15);

    const more = await refund(orderId, { amount: 5 });
    expect(more.status, more.text).toBe(201);
    expect(more.body.parts).toEqual([expect.objectContaining({ payment_id: small, amount: 5, status: 'succeeded' })]);
    expect(await getOrder(orderId)).toMatchObject({ financial_status: 'refunded', amount_refunded: 20 });
    const over = await refund(orderId, { amount: 0.01 });
    expect(over.status).toBe(422);
    expect(over.body.code).toBe('refund_exceeds_captured');
    const after = await ledgers(orderId);
    for (const ledger of after) {
      expect(ledger.amount_refunded).toBe(10);
      expect(sum(ledger, 'capture') - sum(ledger, 'refund')).toBe(0);
    }
    const listed = await api.request('GET', `/orders/${orderId}/refunds`, as());
    expect(listed.body.map((r: { amount_refunded: number }) => r.amount_refunded)).toEqual([15, 5]);
  });
});

/** A site of its own charging Belgian VAT on top of its prices, with the test provider on. */
const taxedShop = async () => {
  const who = await api.owner();
  const res = await api.request('PUT', '/site/taxes', {
    token: who.token,
    site: who.site.id,
    body: {
      prices_include_tax: false,
      origin_country: 'BE',
      rates: [
        { country: 'BE', rate: 21 },
        { country: 'BE', rate: 6, category: 'reduced' },
      ],
    },
  });
  expect(res.status, res.text).toBe(200);
  return { who, signing: await enableTestProvider(api, who) };
};

/** An order of these products (price, tax category) shipped to Belgium, paid in full through the test provider. */
const paidTaxedOrder = async (
  shop: Awaited<ReturnType<typeof taxedShop>>,
  lines: readonly { price: number; quantity: number; tax_category?: string }[],
) => {
  const { who, signing } = shop;
  const auth = { token: who.token, site: who.site.id };
  const line_items = [];
  for (const line of lines) {
    const made = await api.request('POST', '/products', {
      ...auth,
      body: {
        name: unique('Item '),
        status: 'active',
        inventory_quantity: 100,
        price: line.price,
        ...(line.tax_category && { tax_category: line.tax_category }),
      },
    });
    expect(made.status, made.text).toBe(201);
    line_items.push({ product: made.body.id, quantity: line.quantity });
  }
  const order = await api.request('POST', '/orders', {
    ...auth,
    body: {
      email: 'buyer@example.com',
      line_items,
      shipping_address: { name: 'Ada', address1: 'Veldstraat 1', zip: '9000', city: 'Gent', country: 'BE' },
    },
  });
  expect(order.status, order.text).toBe(201);
  const payment = await api.request('POST', `/orders/${order.body.id}/payments`, {
    ...auth,
    body: { provider: 'test', return_url: 'https://shop.example.com/thanks' },
  });
  expect(payment.status, payment.text).toBe(201);
  const body = testEventBody(payment.body, 'paid');
  const paid = await api.request('POST', `/payments/webhooks/test/${who.site.id}`, {
    raw: body,
    headers: { 'content-type': 'application/json', 'test-signature': signTestEvent(signing, body) },
  });
  expect(paid.body.status).toBe('applied');
  return order.body as { id: string; total: number; line_items: { id: string; tax_lines: unknown[] }[] };
};

describe('a refund of lines', () => {
  it('gives back what was paid for the line: 10.00 net with 21% VAT on top refunds 12.10, credited at 21%', async () => {
    const shop = await taxedShop();
    const order = await paidTaxedOrder(shop, [
      { price: 10, quantity: 1 },
      { price: 5, quantity: 3, tax_category: 'reduced' },
    ]);
    expect(order.total).toBe(28);
    const auth = { token: shop.who.token, site: shop.who.site.id };
    const [first, second] = order.line_items as unknown as [{ id: string }, { id: string }];
    const res = await api.request('POST', `/orders/${order.id}/refunds`, {
      ...auth,
      body: { lines: [{ line_id: first.id, quantity: 1 }] },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ amount: 12.1, amount_refunded: 12.1, status: 'succeeded' });
    // The credit note takes back the line's own VAT (21%), not the order's average rate.
    expect(await item(invoiceKeys.creditNote(shop.who.site.id, res.body.id))).toMatchObject({
      amount: 1210,
      tax: 210,
      tax_lines: [expect.objectContaining({ rate: 21, credited: 1210, amount: 210 })],
    });
    // The other line's three units, one at a time, give back the rest of the total (no shipping).
    const amounts = [];
    for (let unit = 0; unit < 3; unit += 1) {
      const one = await api.request('POST', `/orders/${order.id}/refunds`, {
        ...auth,
        body: { lines: [{ line_id: second.id, quantity: 1 }] },
      });
      expect(one.status, one.text).toBe(201);
      amounts.push(one.body.amount);
    }
    expect(amounts).toEqual([5.3, 5.3, 5.3]);
    const after = (await api.request('GET', `/orders/${order.id}`, auth)).body;
    expect(after).toMatchObject({ amount_refunded: 28, financial_status: 'refunded' });
  });
});

describe('a refund that completes the fulfilment', () => {
  it('moves a paid order whose other units shipped to fulfilled in the refund write, with its history', async () => {
    const shop = await taxedShop();
    const order = await paidTaxedOrder(shop, [
      { price: 10, quantity: 1 },
      { price: 5, quantity: 2 },
    ]);
    const auth = { token: shop.who.token, site: shop.who.site.id };
    const [shipped, kept] = order.line_items as unknown as [{ id: string }, { id: string }];
    const ship = await api.request('POST', `/orders/${order.id}/fulfillments`, {
      ...auth,
      body: { lines: [{ line_id: shipped.id, quantity: 1 }] },
    });
    expect(ship.status, ship.text).toBe(201);
    // One of the two units left: still partly shipped, still paid.
    const one = await api.request('POST', `/orders/${order.id}/refunds`, {
      ...auth,
      body: { lines: [{ line_id: kept.id, quantity: 1 }] },
    });
    expect(one.status, one.text).toBe(201);
    expect((await api.request('GET', `/orders/${order.id}`, auth)).body).toMatchObject({
      status: 'paid',
      fulfillment_status: 'partially_fulfilled',
    });
    const last = await api.request('POST', `/orders/${order.id}/refunds`, {
      ...auth,
      body: { lines: [{ line_id: kept.id, quantity: 1 }] },
    });
    expect(last.status, last.text).toBe(201);
    expect((await api.request('GET', `/orders/${order.id}`, auth)).body).toMatchObject({
      status: 'fulfilled',
      fulfillment_status: 'fulfilled',
    });
    const history = (await api.request('GET', `/orders/${order.id}/history`, auth)).body as {
      kind: string;
      details: Record<string, unknown>;
    }[];
    expect(history.filter((entry) => entry.kind === 'status_changed').map((entry) => entry.details)).toContainEqual(
      expect.objectContaining({ from: 'paid', to: 'fulfilled' }),
    );
    // Nothing is left to ship.
    const more = await api.request('POST', `/orders/${order.id}/fulfillments`, {
      ...auth,
      body: { lines: [{ line_id: kept.id, quantity: 1 }] },
    });
    expect(more.status).toBeGreaterThanOrEqual(400);
  });
});
