import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceKeys } from '../../lib/invoices/keys.js';
import { signTestEvent, testEventBody } from '../../lib/payments/test-provider.js';
import { useApi, unique, type Owner } from '../helpers/api.js';
import { enableTestProvider } from '../../harness/test-payments.js';
import { readItem as item } from '../../lib/db/one-item.js';

// Invoice numbers: per site and year, no gaps, taken in the very transaction that makes an order paid.
const api = useApi();
let owner: Owner;
let secret: string;
let productId: string;
const year = new Date().getUTCFullYear();
beforeAll(async () => {
  owner = await api.owner();
  secret = await enableTestProvider(api, owner);
  productId = (
    await api.request('POST', '/products', {
      ...as(),
      body: { name: unique('Mug '), status: 'active', price: 12.5, inventory_quantity: 1000 },
    })
  ).body.id;
});

const as = (extra: Record<string, unknown> = {}) => ({ token: owner.token, site: owner.site.id, ...extra });

const placeOrder = async (name = 'Jan Kowalski') => {
  const res = await api.request('POST', '/orders', {
    ...as(),
    body: {
      email: 'buyer@example.com',
      line_items: [{ product: productId, quantity: 2 }],
      billing_address: { name, address1: 'ul. Piotrkowska 1', city: 'Łódź', zip: '90-001', country: 'PL' },
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; invoice_number: string | null };
};

const startPayment = async (orderId: string) =>
  (
    await api.request('POST', `/orders/${orderId}/payments`, {
      ...as(),
      body: { provider: 'test', return_url: 'https://shop.example.com/thanks' },
    })
  ).body;

const deliver = (payment: { id: string; order_id: string; amount: number; currency: string }, outcome = 'paid') => {
  const body = testEventBody(payment, outcome);
  return api.request('POST', `/payments/webhooks/test/${owner.site.id}`, {
    raw: body,
    headers: { 'content-type': 'application/json', 'test-signature': signTestEvent(secret, body) },
  });
};

const invoiceNumberOf = async (orderId: string) =>
  (await api.request('GET', `/orders/${orderId}`, as())).body.invoice_number as string | null;

describe('invoice numbers', () => {
  it('gives 50 orders paid at the same moment 50 consecutive numbers: no gap, no duplicate', async () => {
    const orders = await Promise.all(Array.from({ length: 50 }, () => placeOrder()));
    expect(orders.every((order) => order.invoice_number === null)).toBe(true);
    const payments = await Promise.all(orders.map((order) => startPayment(order.id)));
    // As a provider does, an event answered 503 (contention beyond the server's own retries, on a
    // loaded machine) is delivered again; the numbers must still come out without a gap.
    const deliverUntilTaken = async (payment: (typeof payments)[number]) => {
      for (let attempt = 0; ; attempt++) {
        const answer = await deliver(payment);
        if (answer.status !== 503 || attempt === 5) return answer;
      }
    };
    const answers = await Promise.all(payments.map((payment) => deliverUntilTaken(payment)));
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.text)).toEqual([]);
    expect(answers.every((answer) => answer.body.status === 'applied' || answer.body.status === 'duplicate')).toBe(
      true,
    );
    const numbers = await Promise.all(orders.map((order) => invoiceNumberOf(order.id)));
    expect([...numbers].sort()).toEqual(
      Array.from({ length: 50 }, (_, i) => `${year}-${String(i + 1).padStart(6, '0')}`),
    );
    // What storage holds: the year's counter at 50, and each invoice with its snapshot.
    expect((await item(invoiceKeys.counter(owner.site.id, 'INV', year)))?.last).toBe(50);
    const invoice = await item(invoiceKeys.invoice(owner.site.id, orders[0]?.id as string));
    expect(invoice).toMatchObject({
      number: numbers[0],
      order_id: orders[0]?.id,
      total: 2500,
      seller: { name: expect.any(String) },
      buyer: { name: 'Jan Kowalski', email: 'buyer@example.com', address: expect.objectContaining({ city: 'Łódź' }) },
      lines: [expect.objectContaining({ quantity: 2, unit_price: 1250, total: 2500, tax_lines: [] })],
      reverse_charge: false,
    });
  }, 120_000);

  it('numbers an order paid by hand and one paid by a capture, and never issues a second invoice for an order', async () => {
    const byHand = await placeOrder('Hans Müller');
    expect(
      (await api.request('POST', `/orders/${byHand.id}/transitions`, as({ body: { status: 'paid' } }))).status,
    ).toBe(200);
    const first = await invoiceNumberOf(byHand.id);
    expect(first).toMatch(new RegExp(`^${year}-\\d{6}$`));
    expect((await item(invoiceKeys.invoice(owner.site.id, byHand.id)))?.buyer).toMatchObject({ name: 'Hans Müller' });

    const captured = await placeOrder();
    const payment = await startPayment(captured.id);
    expect((await deliver(payment, 'authorized')).body.status).toBe('applied');
    expect(await invoiceNumberOf(captured.id)).toBeNull();
    // A second attempt, started while the first was only authorized: the buyer completes it later.
    const late = await startPayment(captured.id);
    expect(late.status).toBe('pending');
    expect((await api.request('POST', `/payments/${payment.id}/capture`, as())).status).toBe(200);
    const second = await invoiceNumberOf(captured.id);
    expect(Number(second?.slice(5))).toBe(Number(first?.slice(5)) + 1);
    const issued = await item(invoiceKeys.invoice(owner.site.id, captured.id));

    // Money captured again on the paid order is refunded automatically; its invoice stays the one issued.
    expect((await deliver(late)).body.status).toBe('applied');
    expect((await api.request('GET', `/orders/${captured.id}`, as())).body).toMatchObject({
      invoice_number: second,
      amount_paid: 50,
      amount_refunded: 25,
    });
    const refunds = (await api.request('GET', `/orders/${captured.id}/refunds`, as())).body;
    expect(refunds).toEqual([expect.objectContaining({ payment_id: late.id, status: 'succeeded', amount: 25 })]);
    expect(await item(invoiceKeys.invoice(owner.site.id, captured.id))).toEqual(issued);
    const history = (await api.request('GET', `/orders/${captured.id}/history`, as())).body as { kind: string }[];
    expect(history.filter((entry) => entry.kind === 'invoice_created')).toHaveLength(1);
    const counter = (await item(invoiceKeys.counter(owner.site.id, 'INV', year)))?.last;
    expect(counter).toBe(Number(second?.slice(5)));
  });
});
