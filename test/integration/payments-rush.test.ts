import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type Receiver } from '../../harness/webhook-receiver.js';
import { newId } from '../../lib/db/keys.js';
import { signTestEvent, testEventBody } from '../../lib/payments/test-provider.js';
import { useApi, unique, type Owner } from '../helpers/api.js';
import { enableTestProvider } from '../../harness/test-payments.js';

const api = useApi({ events: true, queues: true, smtp: true });
let owner: Owner;
let secret: string;
let receiver: Receiver;
const as = (extra: Record<string, unknown> = {}) => ({ token: owner.token, site: owner.site.id, ...extra });

beforeAll(async () => {
  owner = await api.owner();
  secret = await enableTestProvider(api, owner);
  receiver = await startReceiver();
  const hook = await api.request(
    'POST',
    '/webhooks',
    as({ body: { url: `${receiver.url}/shop`, events: ['order.paid', 'payment.paid'] } }),
  );
  expect(hook.status, hook.text).toBe(201);
});

afterAll(async () => {
  await receiver?.close();
});

const shuffle = <T>(items: T[]): T[] => {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
};

describe('50 orders paid through the test provider, every webhook delivered twice in shuffled order', () => {
  it('pays every order exactly once, with one order.paid each and ledgers that add up', async () => {
    const product = await api.request(
      'POST',
      '/products',
      as({ body: { name: unique('Mug '), status: 'active', price: 3.5, inventory_quantity: 1000 } }),
    );
    const orders: string[] = [];
    for (let i = 0; i < 50; i += 1) {
      const order = await api.request(
        'POST',
        '/orders',
        as({ body: { email: 'buyer@example.com', line_items: [{ product: product.body.id, quantity: 2 }] } }),
      );
      expect(order.status, order.text).toBe(201);
      orders.push(order.body.id);
    }
    const payments = await Promise.all(
      orders.map(async (order) => {
        const res = await api.request(
          'POST',
          `/orders/${order}/payments`,
          as({ body: { provider: 'test', return_url: 'https://shop.example.com/thanks' } }),
        );
        expect(res.status, res.text).toBe(201);
        return res.body as { id: string; order_id: string; amount: number; currency: string };
      }),
    );
    // Each payment reports authorized, then paid: both delivered twice, all of them shuffled.
    const deliveries = shuffle(
      payments.flatMap((payment) =>
        ['authorized', 'paid'].flatMap((type) => {
          const body = testEventBody(payment, type);
          return [body, body];
        }),
      ),
    );
    // As a provider does, a delivery answered 503 (contention: all 200 arrive at once) is sent again
    // after its Retry-After; anything else but 200 is a failure.
    const deliver = async (body: string) => {
      for (let attempt = 1; ; attempt += 1) {
        const answer = await api.request('POST', `/payments/webhooks/test/${owner.site.id}`, {
          raw: body,
          headers: { 'content-type': 'application/json', 'test-signature': signTestEvent(secret, body) },
        });
        if (answer.status !== 503 || attempt === 5) return answer;
        await new Promise((resolve) => setTimeout(resolve, Number(answer.headers.get('retry-after') ?? 1) * 1000));
      }
    };
    const answers = await Promise.all(deliveries.map(deliver));
    expect(answers.filter((answer) => answer.status !== 200).map((answer) => answer.status)).toEqual([]);
    const applied = answers.filter((answer) => answer.body.status === 'applied').length;
    // Every paid event applies once; an authorized one applies only when it came before its paid.
    expect(applied).toBeGreaterThanOrEqual(50);
    expect(applied).toBeLessThanOrEqual(100);
    // Each event's second copy is a duplicate; so is a retry of a delivery answered 503 whose event
    // had been applied or remembered meanwhile. Every answer is one of the three.
    const duplicates = answers.filter((answer) => answer.body.status === 'duplicate').length;
    const ignored = answers.filter((answer) => answer.body.status === 'ignored').length;
    expect(duplicates).toBeGreaterThanOrEqual(100);
    expect(applied + duplicates + ignored).toBe(answers.length);

    for (const order of orders) {
      const shown = (await api.request('GET', `/orders/${order}`, as())).body;
      expect(shown).toMatchObject({ status: 'paid', financial_status: 'paid', amount_paid: 7, amount_outstanding: 0 });
      expect(shown.history.filter((h: { status: string }) => h.status === 'paid')).toHaveLength(1);
      const ledger = (await api.request('GET', `/orders/${order}/payments`, as())).body as {
        transactions: { kind: string; amount: number }[];
      }[];
      const captured = ledger
        .flatMap((payment) => payment.transactions)
        .filter((t) => t.kind === 'capture')
        .reduce((sum, t) => sum + t.amount, 0);
      expect(captured).toBe(shown.amount_paid - shown.amount_refunded);
    }

    await receiver.waitFor(50, (request) => request.body.includes('"order.paid"'), 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const paidEvents = receiver.received.filter((request) => request.body.includes('"type":"order.paid"'));
    const perOrder = new Map<string, number>();
    for (const request of paidEvents) {
      const id = JSON.parse(request.body).data.object.id as string;
      perOrder.set(id, (perOrder.get(id) ?? 0) + 1);
    }
    expect(perOrder.size).toBe(50);
    expect([...perOrder.values()].every((count) => count === 1)).toBe(true);
  }, 180_000);
});

describe("the buyer's mail", () => {
  const mailTo = async (address: string, count: number) => {
    for (let i = 0; i < 100; i += 1) {
      await api.queues?.idle();
      const found = (await api.mail!.messages()).filter((m) => m.to.includes(address));
      if (found.length >= count) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return (await api.mail!.messages()).filter((m) => m.to.includes(address));
  };
  const order = async (email: string) => {
    const product = await api.request(
      'POST',
      '/products',
      as({ body: { name: unique('Mug '), status: 'active', price: 8, inventory_quantity: 10 } }),
    );
    const placed = await api.request(
      'POST',
      '/orders',
      as({ body: { email, line_items: [{ product: product.body.id, quantity: 1 }] } }),
    );
    expect(placed.status, placed.text).toBe(201);
    return placed.body as { id: string; number: number };
  };

  it('confirms an order once when it is paid, and tells of each refund', async () => {
    const email = `${unique('buyer')}@example.com`;
    const placed = await order(email);
    const payment = await api.request(
      'POST',
      `/orders/${placed.id}/payments`,
      as({ body: { provider: 'test', return_url: 'https://shop.example.com/thanks' } }),
    );
    const body = JSON.stringify({
      id: `evt_${newId()}`,
      type: 'payment.paid',
      payment_id: payment.body.id,
      order_id: placed.id,
      amount: 8,
      currency: 'EUR',
    });
    const headers = { 'content-type': 'application/json', 'test-signature': signTestEvent(secret, body) };
    expect((await api.request('POST', `/payments/webhooks/test/${owner.site.id}`, { raw: body, headers })).status).toBe(
      200,
    );
    const confirmed = await mailTo(email, 1);
    expect(confirmed.map((m) => m.subject)).toEqual([expect.stringContaining(`order ${placed.number} received`)]);
    expect((await api.request('POST', `/orders/${placed.id}/refunds`, as({ body: { amount: 3 } }))).status).toBe(201);
    expect((await api.request('POST', `/orders/${placed.id}/refunds`, as({ body: { amount: 5 } }))).status).toBe(201);
    const all = await mailTo(email, 3);
    expect(all.filter((m) => m.subject.includes('refunded'))).toHaveLength(2);
    expect(all.filter((m) => m.subject.includes('received'))).toHaveLength(1);
  });

  it('confirms an order when a manual payment starts, and not again when it is marked paid', async () => {
    expect((await api.request('PUT', '/payment_providers/manual', as({ body: {} }))).status).toBe(201);
    const email = `${unique('buyer')}@example.com`;
    const placed = await order(email);
    const started = await api.request(
      'POST',
      `/orders/${placed.id}/payments`,
      as({ body: { provider: 'manual', return_url: 'https://shop.example.com/thanks' } }),
    );
    expect(started.status, started.text).toBe(201);
    expect(started.body.checkout_url).toBeNull();
    expect(await mailTo(email, 1)).toHaveLength(1);
    const paid = await api.request('POST', `/orders/${placed.id}/transitions`, as({ body: { status: 'paid' } }));
    expect(paid.status, paid.text).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await api.queues?.idle();
    expect((await api.mail!.messages()).filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});
