import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../local/server.js';
import { enableTestProvider } from '../../harness/test-payments.js';
import { useApi, unique, type Owner } from '../helpers/api.js';

/**
 * Stripe and Mollie cannot be reached from here: their official SDKs are pointed at a local HTTP
 * stand-in (STRIPE_API_BASE: the SDK's host/port/protocol; MOLLIE_API_ENDPOINT: its apiEndpoint)
 * that answers as they document and records what the SDKs sent.
 */
interface Seen {
  method: string;
  path: string;
  body: string;
}
const seen: Seen[] = [];
const molliePayments = new Map<string, Record<string, unknown>>();
const mollieRefunds = new Map<string, { id: string; status: string; amount: { value: string; currency: string } }[]>();
let standIn: Server;
let mollieStandIn: Server;

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/**
 * Mollie's SDK talks https only, through an agent holding its own CA bundle: its stand-in serves
 * https with a certificate made here (openssl), and this test process does not verify certificates.
 */
const selfSignedCertificate = () => {
  const dir = mkdtempSync(join(tmpdir(), 'mollie-stand-in-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
};

const startStandIn = async () => {
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = req.url ?? '/';
      seen.push({ method: req.method ?? 'GET', path, body });
      // Stripe
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${unique('')}`;
        return json(res, 200, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          client_secret: null,
          payment_intent: null,
        });
      }
      const intentAction = /^\/v1\/payment_intents\/(pi_[A-Za-z0-9_]+)\/(capture|cancel)$/.exec(path);
      if (req.method === 'POST' && intentAction) {
        const form = new URLSearchParams(body);
        const capture = intentAction[2] === 'capture';
        return json(res, 200, {
          id: intentAction[1],
          object: 'payment_intent',
          status: capture ? 'succeeded' : 'canceled',
          amount_received: capture ? Number(form.get('amount_to_capture')) : 0,
        });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const form = new URLSearchParams(body);
        return json(res, 200, {
          id: `re_${unique('')}`,
          object: 'refund',
          amount: Number(form.get('amount')),
          payment_intent: form.get('payment_intent'),
          // 9.99 fails at once, 7.77 stays pending (settled later by a refund.updated event).
          status: form.get('amount') === '999' ? 'failed' : form.get('amount') === '777' ? 'pending' : 'succeeded',
        });
      }
      // Mollie
      if (req.method === 'POST' && path === '/v2/payments') {
        const input = JSON.parse(body);
        const id = `tr_${unique('')}`;
        const payment = {
          resource: 'payment',
          id,
          mode: 'test',
          status: 'open',
          amount: input.amount,
          description: input.description,
          metadata: input.metadata,
          redirectUrl: input.redirectUrl,
          webhookUrl: input.webhookUrl,
          createdAt: new Date().toISOString(),
          _links: { checkout: { href: `https://www.mollie.com/checkout/select-method/${id}`, type: 'text/html' } },
        };
        molliePayments.set(id, payment);
        return json(res, 201, payment);
      }
      const one = /^\/v2\/payments\/(tr_[A-Za-z0-9]+)(\/refunds)?$/.exec(path.split('?')[0] as string);
      if (one && molliePayments.has(one[1] as string)) {
        const payment = molliePayments.get(one[1] as string) as Record<string, unknown>;
        if (!one[2]) return json(res, 200, payment);
        const refunds = mollieRefunds.get(one[1] as string) ?? [];
        if (req.method === 'GET')
          return json(res, 200, {
            count: refunds.length,
            _embedded: { refunds },
            _links: { self: { href: path, type: 'application/hal+json' }, previous: null, next: null },
          });
        const input = JSON.parse(body);
        const refund = {
          resource: 'refund',
          id: `re_${unique('')}`,
          amount: input.amount,
          metadata: input.metadata,
          // 7.77 is left queued: Mollie reports it through the payment's webhook later.
          status: input.amount.value === '7.77' ? 'queued' : 'refunded',
          paymentId: one[1],
          createdAt: new Date().toISOString(),
        };
        mollieRefunds.set(one[1] as string, [...refunds, refund]);
        const refunded = refunds.reduce((sum, r) => sum + Number(r.amount.value), 0) + Number(input.amount.value);
        payment.amountRefunded = { currency: input.amount.currency, value: refunded.toFixed(2) };
        return json(res, 201, refund);
      }
      return json(res, 404, { status: 404, title: 'Not Found', detail: 'No such resource' });
    });
  };
  standIn = createServer(handle);
  process.env.STRIPE_API_BASE = await listen(standIn, 0);
  mollieStandIn = createHttpsServer(selfSignedCertificate(), handle);
  const port = await new Promise<number>((resolve) =>
    mollieStandIn.listen(0, '127.0.0.1', () => resolve((mollieStandIn.address() as { port: number }).port)),
  );
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  process.env.MOLLIE_API_ENDPOINT = `https://127.0.0.1:${port}/v2/`;
};

const api = useApi();
let owner: Owner;
const as = (extra: Record<string, unknown> = {}) => ({ token: owner.token, site: owner.site.id, ...extra });
const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

beforeAll(async () => {
  await startStandIn();
  owner = await api.owner();
});
afterAll(async () => {
  await new Promise((resolve) => standIn?.close(resolve));
  await new Promise((resolve) => mollieStandIn?.close(resolve));
});

const placeOrder = async () => {
  const product = await api.request(
    'POST',
    '/products',
    as({ body: { name: unique('Mug '), status: 'active', price: 12.5, inventory_quantity: 50 } }),
  );
  const order = await api.request(
    'POST',
    '/orders',
    as({ body: { email: 'buyer@example.com', line_items: [{ product: product.body.id, quantity: 2 }] } }),
  );
  expect(order.status, order.text).toBe(201);
  return order.body as { id: string };
};

const stripeEvent = (type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) => {
  const payload = JSON.stringify({ id: `evt_${unique('')}`, object: 'event', type, data: { object } });
  return { payload, header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
};

const deliverStripe = (event: { payload: string; header: string }) =>
  api.request('POST', `/payments/webhooks/stripe/${owner.site.id}`, {
    raw: event.payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.header },
  });

describe('Stripe, through its SDK against a stand-in', () => {
  it('opens a Checkout Session for what the order owes and applies the signed event verified over the raw body', async () => {
    const put = await api.request(
      'PUT',
      '/payment_providers/stripe',
      as({ body: { secret_key: 'sk_test_0123456789abcdefghij', webhook_secret: WEBHOOK_SECRET } }),
    );
    expect(put.status, put.text).toBe(201);
    const order = await placeOrder();
    const res = await api.request(
      'POST',
      `/orders/${order.id}/payments`,
      as({ body: { provider: 'stripe', return_url: 'https://shop.example.com/thanks' } }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    expect(res.body.provider_reference).toMatch(/^cs_test_/);
    const created = new URLSearchParams(seen.findLast((s) => s.path === '/v1/checkout/sessions')?.body);
    expect(created.get('line_items[0][price_data][unit_amount]')).toBe('2500');
    expect(created.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(created.get('payment_intent_data[metadata][payment_id]')).toBe(res.body.id);
    expect(created.get('payment_intent_data[capture_method]')).toBe('automatic');

    const intent = {
      id: 'pi_test_1',
      object: 'payment_intent',
      amount: 2500,
      currency: 'eur',
      metadata: { payment_id: res.body.id, order_id: order.id },
    };
    // A signature made with another secret, and a body changed after signing, are refused.
    const forged = stripeEvent('payment_intent.succeeded', intent, 'whsec_someone_else');
    expect((await deliverStripe(forged)).status).toBe(400);
    const event = stripeEvent('payment_intent.succeeded', intent);
    expect((await deliverStripe({ payload: event.payload.replace('2500', '2600'), header: event.header })).status).toBe(
      400,
    );
    expect((await api.request('GET', `/orders/${order.id}`, as())).body.financial_status).toBe('pending');

    const applied = await deliverStripe(event);
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.status).toBe('applied');
    expect((await deliverStripe(event)).body.status).toBe('duplicate');
    expect((await api.request('GET', `/orders/${order.id}`, as())).body).toMatchObject({
      status: 'paid',
      financial_status: 'paid',
      amount_paid: 25,
    });
    const payment = (await api.request('GET', `/payments/${res.body.id}`, as())).body;
    expect(payment.transactions).toEqual([
      expect.objectContaining({ kind: 'capture', provider_reference: 'pi_test_1' }),
    ]);
    // An event of no concern to payments is acknowledged and changes nothing.
    expect(
      (await deliverStripe(stripeEvent('customer.created', { id: 'cus_1', object: 'customer' }))).body.status,
    ).toBe('ignored');

    // A refund goes to Stripe against the PaymentIntent that took the money.
    const refund = await api.request('POST', `/orders/${order.id}/refunds`, as({ body: { amount: 10 } }));
    expect(refund.status, refund.text).toBe(201);
    expect(refund.body).toMatchObject({
      status: 'succeeded',
      amount: 10,
      provider_reference: expect.stringMatching(/^re_/),
    });
    const sent = new URLSearchParams(seen.findLast((s) => s.path === '/v1/refunds')?.body);
    expect([sent.get('payment_intent'), sent.get('amount')]).toEqual(['pi_test_1', '1000']);
    expect((await api.request('GET', `/orders/${order.id}`, as())).body).toMatchObject({
      financial_status: 'partially_refunded',
      amount_refunded: 10,
    });
    // A refund Stripe fails is `failed`, and what it held back is refundable again.
    const failed = await api.request('POST', `/orders/${order.id}/refunds`, as({ body: { amount: 9.99 } }));
    expect(failed.body.status).toBe('failed');
    expect((await api.request('GET', `/orders/${order.id}`, as())).body.amount_refunded).toBe(10);
    const rest = await api.request('POST', `/orders/${order.id}/refunds`, as({ body: { amount: 15 } }));
    expect(rest.body.status).toBe('succeeded');
  });
});

describe('Stripe with manual capture, against the stand-in', () => {
  it('captures part of an authorized PaymentIntent at Stripe, and releases another', async () => {
    const put = await api.request(
      'PUT',
      '/payment_providers/stripe',
      as({
        body: { secret_key: 'sk_test_0123456789abcdefghij', webhook_secret: WEBHOOK_SECRET, capture_method: 'manual' },
      }),
    );
    expect(put.status, put.text).toBeLessThan(300);
    const authorize = async (intentId: string) => {
      const order = await placeOrder();
      const res = await api.request(
        'POST',
        `/orders/${order.id}/payments`,
        as({ body: { provider: 'stripe', return_url: 'https://shop.example.com/thanks' } }),
      );
      expect(res.status, res.text).toBe(201);
      expect(
        new URLSearchParams(seen.findLast((s) => s.path === '/v1/checkout/sessions')?.body).get(
          'payment_intent_data[capture_method]',
        ),
      ).toBe('manual');
      const intent = {
        id: intentId,
        object: 'payment_intent',
        amount: 2500,
        currency: 'eur',
        metadata: { payment_id: res.body.id, order_id: order.id },
      };
      const event = stripeEvent('payment_intent.amount_capturable_updated', intent);
      expect((await deliverStripe(event)).body.status).toBe('applied');
      return { order, payment: res.body as { id: string }, intent };
    };

    const { order, payment, intent } = await authorize('pi_manual_1');
    const captured = await api.request('POST', `/payments/${payment.id}/capture`, as({ body: { amount: 20 } }));
    expect(captured.status, captured.text).toBe(200);
    expect(captured.body).toMatchObject({ status: 'paid', amount_captured: 20 });
    const sent = seen.findLast((s) => s.path === '/v1/payment_intents/pi_manual_1/capture');
    expect(new URLSearchParams(sent?.body).get('amount_to_capture')).toBe('2000');
    expect((await api.request('GET', `/orders/${order.id}`, as())).body).toMatchObject({
      financial_status: 'partially_paid',
      amount_paid: 20,
    });
    // Stripe's own event for the capture comes after: the payment has moved past it.
    const late = stripeEvent('payment_intent.succeeded', { ...intent, amount_received: 2000 });
    expect((await deliverStripe(late)).body.status).toBe('ignored');
    expect((await api.request('GET', `/orders/${order.id}`, as())).body.amount_paid).toBe(20);

    const other = await authorize('pi_manual_2');
    const voided = await api.request('POST', `/payments/${other.payment.id}/void`, as());
    expect(voided.status, voided.text).toBe(200);
    expect(voided.body.status).toBe('voided');
    expect(seen.some((s) => s.path === '/v1/payment_intents/pi_manual_2/cancel')).toBe(true);
    expect((await api.request('GET', `/orders/${other.order.id}`, as())).body.financial_status).toBe('voided');
  });

  it('counts what Stripe captured when its event beats the capture (a capture made in its dashboard)', async () => {
    const order = await placeOrder();
    const res = await api.request(
      'POST',
      `/orders/${order.id}/payments`,
      as({ body: { provider: 'stripe', return_url: 'https://shop.example.com/thanks' } }),
    );
    const intent = {
      id: 'pi_manual_3',
      object: 'payment_intent',
      amount: 2500,
      currency: 'eur',
      metadata: { payment_id: res.body.id, order_id: order.id },
    };
    await deliverStripe(stripeEvent('payment_intent.amount_capturable_updated', intent));
    const paid = await deliverStripe(stripeEvent('payment_intent.succeeded', { ...intent, amount_received: 1500 }));
    expect(paid.body.status).toBe('applied');
    expect((await api.request('GET', `/orders/${order.id}`, as())).body).toMatchObject({
      financial_status: 'partially_paid',
      amount_paid: 15,
    });
    const payment = (await api.request('GET', `/payments/${res.body.id}`, as())).body;
    expect(payment.transactions.map((t: { kind: string; amount: number }) => [t.kind, t.amount])).toEqual([
      ['authorization', 25],
      ['capture', 15],
      ['void', 10],
    ]);
    // The order's history names the money that moved (what Stripe received), not what was authorized.
    const history = (await api.request('GET', `/orders/${order.id}/history`, as())).body as {
      kind: string;
      details: { status?: string; amount?: number };
    }[];
    expect(
      history
        .filter((entry) => entry.kind === 'payment_event')
        .map((entry) => [entry.details.status, entry.details.amount]),
    ).toEqual([
      ['authorized', 25],
      ['paid', 15],
    ]);
  });
});

describe('Mollie, through its SDK against a stand-in', () => {
  it('creates the payment at Mollie and applies only what Mollie answers for the id its webhook posts', async () => {
    const put = await api.request(
      'PUT',
      '/payment_providers/mollie',
      as({ body: { api_key: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' } }),
    );
    expect(put.status, put.text).toBe(201);
    expect(put.body.api_key).toBe('…lXsM');
    const order = await placeOrder();
    const res = await api.request(
      'POST',
      `/orders/${order.id}/payments`,
      as({ body: { provider: 'mollie', return_url: 'https://shop.example.com/thanks', method: 'ideal' } }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body.checkout_url).toMatch(/^https:\/\/www\.mollie\.com\/checkout\//);
    const molliePayment = res.body.provider_reference as string;
    const sent = JSON.parse(seen.findLast((s) => s.path === '/v2/payments')?.body ?? '{}');
    expect(sent).toMatchObject({
      amount: { currency: 'EUR', value: '25.00' },
      method: 'ideal',
      webhookUrl: `${api.url}/payments/webhooks/mollie/${owner.site.id}`,
      metadata: { payment_id: res.body.id, order_id: order.id },
    });

    const post = (form: string) =>
      api.request('POST', `/payments/webhooks/mollie/${owner.site.id}`, {
        raw: form,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    // Still open at Mollie: nothing moves.
    expect((await post(`id=${molliePayment}`)).body.status).toBe('ignored');
    // An id Mollie does not know is refused.
    expect((await post('id=tr_unknown')).status).toBe(400);
    expect((await post('nothing=here')).status).toBe(400);
    (molliePayments.get(molliePayment) as Record<string, unknown>).status = 'paid';
    const applied = await post(`id=${molliePayment}`);
    expect(applied.status, applied.text).toBe(200);
    expect(applied.body.status).toBe('applied');
    expect((await post(`id=${molliePayment}`)).body.status).toBe('duplicate');
    expect((await api.request('GET', `/orders/${order.id}`, as())).body).toMatchObject({
      status: 'paid',
      amount_paid: 25,
    });
    const refund = await api.request('POST', `/orders/${order.id}/refunds`, as({ body: { amount: 5 } }));
    expect(refund.status, refund.text).toBe(201);
    expect(refund.body.status).toBe('succeeded');
    expect(seen.findLast((s) => s.path === `/v2/payments/${molliePayment}/refunds`)?.body).toContain('"5.00"');
  });
});

describe('refunds Stripe and Mollie leave pending, and automatic refunds through them', () => {
  const payByStripe = async (intentId: string) => {
    const order = await placeOrder();
    const res = await api.request(
      'POST',
      `/orders/${order.id}/payments`,
      as({ body: { provider: 'stripe', return_url: 'https://shop.example.com/thanks' } }),
    );
    expect(res.status, res.text).toBe(201);
    const intent = {
      id: intentId,
      object: 'payment_intent',
      amount: 2500,
      currency: 'eur',
      metadata: { payment_id: res.body.id, order_id: order.id },
    };
    return { order, payment: res.body as { id: string }, intent };
  };
  const refundEvent = (type: string, refund: { id: string; order_id: string }, status: string, reference: string) =>
    stripeEvent(type, {
      id: reference,
      object: 'refund',
      status,
      amount: 777,
      metadata: { refund_id: refund.id, order_id: refund.order_id },
    });

  it("settles a Stripe refund left pending by Stripe's refund.updated: succeeded into the ledger, failed refundable again", async () => {
    await api.request(
      'PUT',
      '/payment_providers/stripe',
      as({
        body: {
          secret_key: 'sk_test_0123456789abcdefghij',
          webhook_secret: WEBHOOK_SECRET,
          capture_method: 'automatic',
        },
      }),
    );
    const { order, payment, intent } = await payByStripe('pi_refunds_1');
    expect((await deliverStripe(stripeEvent('payment_intent.succeeded', intent))).body.status).toBe('applied');

    const first = await api.request('POST', `/orders/${order.id}/refunds`, as({ body: { amount: 7.77 } }));
    expect(first.status, first.text).toBe(201);
    expect(first.body.status).toBe('pending');
    // A pending refund has no credit note yet: it is issued in the write that settles it as succeeded.
    expect(first.body.credit_note_number).toBeNull();
    expect((await api.request('GET', `/orders/${order.id}`, as())).body.amount_refunded).toBe(7.77);
    const sent = new URLSearchParams(seen.findLast((s) => s.path === '/v1/refunds')?.body);
    expect(sent.get('metadata[refund_id]')).toBe(first.body.id);
    const succeeded = refundEvent('refund.updated', first.body, 'succeeded', 're_pending_1');
    expect((await deliverStripe(succeeded)).body.status).toBe('applied');
    expect((await deliverStripe(succeeded)).body.status).toBe('duplicate');
    expect((await api.request('GET', `/orders/${order.id}/refunds/${first.body.id}`, as())).body).toMatchObject({
      status: 'succeeded',
      provider_reference: 're_pending_1',
      credit_note_number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
    });
    const firstNote = (await api.request('GET', `/orders/${order.id}/refunds/${first.body.id}`, as())).body
      .credit_note_number as string;
    const ledger = (await api.request('GET', `/payments/${payment.id}`, as())).body;
    expect(ledger).toMatchObject({ amount_refunded: 7.77 });
    expect(ledger.transactions.at(-1)).toMatchObject({
      kind: 'refund',
      amount: 7.77,
      provider_reference: 're_pending_1',
    });
    // A later word on a settled refund changes nothing.
    expect(
      (await deliverStripe(refundEvent('charge.refund.updated', first.body, 'failed', 're_pending_1'))).body.status,
    ).toBe('ignored');

    const second = await api.request('POST', `/orders/${order.id}/refunds`, as({ body: { amount: 7.77 } }));
    expect(second.body.status).toBe('pending');
    expect(
      (await deliverStripe(refundEvent('charge.refund.updated', second.body, 'failed', 're_pending_2'))).body.status,
    ).toBe('applied');
    expect((await api.request('GET', `/orders/${order.id}/refunds/${second.body.id}`, as())).body.status).toBe(
      'failed',
    );
    // The money it held back is refundable again: 25 − 7.77 is left.
    expect((await api.request('GET', `/orders/${order.id}`, as())).body.amount_refunded).toBe(7.77);
    const rest = await api.request('POST', `/orders/${order.id}/refunds`, as({ body: { amount: 17.23 } }));
    expect(rest.body.status).toBe('succeeded');
    // The failed refund took no credit-note number: the next succeeded one follows the first without a gap.
    expect(
      (await api.request('GET', `/orders/${order.id}/refunds/${second.body.id}`, as())).body.credit_note_number,
    ).toBeNull();
    expect(rest.body.credit_note_number).toBe(
      `${firstNote.slice(0, 8)}${String(Number(firstNote.slice(8)) + 1).padStart(6, '0')}`,
    );
  });

  it('refunds money Stripe captured on an order already paid (by hand meanwhile) through Stripe, automatically', async () => {
    const { order, intent } = await payByStripe('pi_refunds_2');
    const byHand = await api.request('POST', `/orders/${order.id}/transitions`, as({ body: { status: 'paid' } }));
    expect(byHand.status, byHand.text).toBe(200);
    const before = seen.filter((s) => s.path === '/v1/refunds').length;
    expect((await deliverStripe(stripeEvent('payment_intent.succeeded', intent))).body.status).toBe('applied');
    const refunds = (await api.request('GET', `/orders/${order.id}/refunds`, as())).body;
    expect(refunds).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        amount: 25,
        reason: 'Automatic: captured on an order already paid',
        // Money that was never invoiced: its return gets no credit note, through Stripe as at once.
        credit_note_number: null,
      }),
    ]);
    const calls = seen.filter((s) => s.path === '/v1/refunds');
    expect(calls.length).toBe(before + 1);
    expect(new URLSearchParams(calls.at(-1)?.body).get('payment_intent')).toBe('pi_refunds_2');
    expect((await api.request('GET', `/orders/${order.id}`, as())).body).toMatchObject({
      status: 'paid',
      amount_paid: 50,
      amount_refunded: 25,
    });
  });

  it("settles a Mollie refund left queued from the refunds Mollie lists when its payment's webhook is fetched back", async () => {
    await api.request(
      'PUT',
      '/payment_providers/mollie',
      as({ body: { api_key: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM' } }),
    );
    const order = await placeOrder();
    const res = await api.request(
      'POST',
      `/orders/${order.id}/payments`,
      as({ body: { provider: 'mollie', return_url: 'https://shop.example.com/thanks' } }),
    );
    const molliePayment = res.body.provider_reference as string;
    const post = () =>
      api.request('POST', `/payments/webhooks/mollie/${owner.site.id}`, {
        raw: `id=${molliePayment}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    (molliePayments.get(molliePayment) as Record<string, unknown>).status = 'paid';
    expect((await post()).body.status).toBe('applied');
    const refund = await api.request('POST', `/orders/${order.id}/refunds`, as({ body: { amount: 7.77 } }));
    expect(refund.body.status).toBe('pending');
    // Mollie calls while the refund is still queued: nothing moves.
    await post();
    expect((await api.request('GET', `/orders/${order.id}/refunds/${refund.body.id}`, as())).body.status).toBe(
      'pending',
    );
    // Done at Mollie: its next call settles it.
    for (const r of mollieRefunds.get(molliePayment) ?? []) r.status = 'refunded';
    await post();
    expect((await api.request('GET', `/orders/${order.id}/refunds/${refund.body.id}`, as())).body).toMatchObject({
      status: 'succeeded',
      provider_reference: expect.stringMatching(/^re_/),
    });
    expect((await api.request('GET', `/payments/${res.body.id}`, as())).body.amount_refunded).toBe(7.77);
  });
});

describe('a refund across a test payment and a Stripe payment', () => {
  it("refunds the test part at once and leaves the Stripe part pending until Stripe's event names it", async () => {
    await enableTestProvider(api, owner);
    await api.request(
      'PUT',
      '/payment_providers/stripe',
      as({
        body: {
          secret_key: 'sk_test_0123456789abcdefghij',
          webhook_secret: WEBHOOK_SECRET,
          capture_method: 'automatic',
        },
      }),
    );
    const order = await placeOrder();
    // 25.00: 17.23 captured through the test provider, the 7.77 left paid through Stripe.
    const byTest = await api.request(
      'POST',
      `/orders/${order.id}/payments`,
      as({ body: { provider: 'test', return_url: 'https://shop.example.com/thanks' } }),
    );
    expect(byTest.status, byTest.text).toBe(201);
    const picked = await fetch(byTest.body.checkout_url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=authorized',
      redirect: 'manual',
    });
    expect(picked.status).toBe(303);
    const captured = await api.request('POST', `/payments/${byTest.body.id}/capture`, as({ body: { amount: 17.23 } }));
    expect(captured.status, captured.text).toBe(200);
    const byStripe = await api.request(
      'POST',
      `/orders/${order.id}/payments`,
      as({ body: { provider: 'stripe', return_url: 'https://shop.example.com/thanks' } }),
    );
    expect(byStripe.status, byStripe.text).toBe(201);
    expect(byStripe.body.amount).toBe(7.77);
    const intent = {
      id: 'pi_parts_1',
      object: 'payment_intent',
      amount: 777,
      currency: 'eur',
      metadata: { payment_id: byStripe.body.id, order_id: order.id },
    };
    expect((await deliverStripe(stripeEvent('payment_intent.succeeded', intent))).body.status).toBe('applied');

    const res = await api.request('POST', `/orders/${order.id}/refunds`, as({ body: { amount: 25 } }));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      amount: 25,
      amount_refunded: 17.23,
      credit_note_number: null,
      parts: [
        { payment_id: byTest.body.id, provider: 'test', amount: 17.23, status: 'succeeded' },
        {
          payment_id: byStripe.body.id,
          provider: 'stripe',
          amount: 7.77,
          status: 'pending',
          provider_refund_id: expect.stringMatching(/^re_/),
        },
      ],
    });
    const sent = new URLSearchParams(seen.findLast((s) => s.path === '/v1/refunds')?.body);
    expect(sent.get('metadata[payment_id]')).toBe(byStripe.body.id);
    expect(sent.get('amount')).toBe('777');
    const reference = res.body.parts[1].provider_refund_id as string;
    const settled = stripeEvent('refund.updated', {
      id: reference,
      object: 'refund',
      status: 'succeeded',
      amount: 777,
      metadata: { refund_id: res.body.id, order_id: order.id, payment_id: byStripe.body.id },
    });
    expect((await deliverStripe(settled)).body.status).toBe('applied');
    const after = (await api.request('GET', `/orders/${order.id}/refunds/${res.body.id}`, as())).body;
    expect(after).toMatchObject({
      status: 'succeeded',
      amount_refunded: 25,
      credit_note_number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
      parts: [expect.objectContaining({ status: 'succeeded' }), expect.objectContaining({ status: 'succeeded' })],
    });
    const ledgers = (await api.request('GET', `/orders/${order.id}/payments`, as())).body as {
      id: string;
      amount_refunded: number;
    }[];
    expect(Object.fromEntries(ledgers.map((ledger) => [ledger.id, ledger.amount_refunded]))).toEqual({
      [byTest.body.id]: 17.23,
      [byStripe.body.id]: 7.77,
    });
    expect((await api.request('GET', `/orders/${order.id}`, as())).body).toMatchObject({
      amount_refunded: 25,
      financial_status: 'refunded',
    });
  });
});
