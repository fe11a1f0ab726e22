import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { customerMessageId, sendCustomerMail } from '../../lib/mail-templates/customer-mail.js';
import { mailKeys } from '../../lib/mail/keys.js';
import { historyKeys } from '../../lib/orders/history.js';
import { sweepExpiredOrders } from '../../lib/orders/order-expiry.js';
import { signTestEvent, testEventBody } from '../../lib/payments/test-provider.js';
import { unique, useApi, type Owner } from '../helpers/api.js';
import { enableTestProvider } from '../../harness/test-payments.js';
import { injectTransactionConflicts } from '../../harness/transaction-conflicts.js';

const api = useApi({ events: true, queues: true, smtp: true });
// AWS cancels a transaction touching an item another transaction is writing; DynamoDB Local does not.
const conflicts = injectTransactionConflicts(db);
afterEach(() => conflicts.set(undefined));
let owner: Owner;
let secret: string;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const as = (who: Owner, extra: Record<string, unknown> = {}) => ({ token: who.token, site: who.site.id, ...extra });

beforeAll(async () => {
  owner = await api.owner();
  secret = await enableTestProvider(api, owner);
});

const product = async (who: Owner, price = 12.5) => {
  const res = await api.request('POST', '/products', {
    ...as(who),
    body: { name: unique('Mug '), status: 'active', price, inventory_quantity: 100 },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
};

const placeOrder = async (who: Owner = owner, headers: Record<string, string> = {}, email = 'buyer@example.com') => {
  const res = await api.request('POST', '/orders', {
    ...as(who),
    headers,
    body: { email, line_items: [{ product: await product(who), quantity: 2 }] },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; number: number; total: number };
};

type Entry = {
  id: string;
  at: string;
  kind: string;
  actor: { type: string; id?: string };
  details: Record<string, unknown>;
};

const history = async (orderId: string | number, who: Owner = owner, headers: Record<string, string> = {}) => {
  const res = await api.request('GET', `/orders/${orderId}/history`, { ...as(who), headers });
  expect(res.status, res.text).toBe(200);
  return res.body as Entry[];
};

/** What storage holds under the order's history partition, oldest first. */
const stored = async (who: Owner, orderId: string) =>
  (
    await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': historyKeys.partition(who.site.id, orderId) },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

const deliver = async (payment: { id: string; order_id: string; amount: number; currency: string }, type: string) => {
  const body = testEventBody(payment, type);
  const res = await api.request('POST', `/payments/webhooks/test/${owner.site.id}`, {
    raw: body,
    headers: { 'content-type': 'application/json', 'test-signature': signTestEvent(secret, body) },
  });
  expect(res.status, res.text).toBe(200);
  return res.body;
};

/** The history once `kind` shows up (mail is sent by a worker after the change). */
const historyWith = async (orderId: string, kind: string, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await api.queues?.idle();
    const entries = await history(orderId);
    if (entries.some((entry) => entry.kind === kind) || Date.now() > deadline) return entries;
    await sleep(100);
  }
};

describe('GET /orders/{order}/history', () => {
  it('records the checkout, the payment started, its event, the status it moves and the mail sent, oldest first', async () => {
    const order = await placeOrder();
    const started = await api.request('POST', `/orders/${order.id}/payments`, {
      ...as(owner),
      body: { provider: 'test', return_url: 'https://shop.example.com/thanks' },
    });
    expect(started.status, started.text).toBe(201);
    expect((await deliver(started.body, 'paid')).status).toBe('applied');
    const entries = await historyWith(order.id, 'mail_sent');
    expect(entries.map((entry) => entry.kind)).toEqual([
      'created',
      'payment_started',
      'payment_event',
      'status_changed',
      'invoice_created',
      'mail_sent',
    ]);
    const [created, paymentStarted, event, moved, invoiced, mail] = entries as [
      Entry,
      Entry,
      Entry,
      Entry,
      Entry,
      Entry,
    ];
    expect(invoiced).toMatchObject({
      actor: { type: 'system' },
      details: { number: expect.stringMatching(/^\d{4}-\d{6}$/) },
    });
    expect(created).toMatchObject({
      actor: { type: 'user', id: owner.user.id },
      details: { number: order.number, total: 25 },
    });
    expect(paymentStarted).toMatchObject({
      actor: { type: 'user', id: owner.user.id },
      details: { payment_id: started.body.id, provider: 'test', amount: 25 },
    });
    expect(event).toMatchObject({ actor: { type: 'provider', id: 'test' }, details: { status: 'paid', amount: 25 } });
    expect(moved).toMatchObject({ actor: { type: 'provider', id: 'test' }, details: { from: 'pending', to: 'paid' } });
    expect(mail).toEqual(
      expect.objectContaining({ actor: { type: 'system' }, details: { template: 'order_confirmation' } }),
    );
    // Oldest first by time and by id.
    expect([...entries].sort((a, b) => a.id.localeCompare(b.id))).toEqual(entries);
    expect(entries.map((entry) => entry.at)).toEqual([...entries.map((entry) => entry.at)].sort());
    expect((await stored(owner, order.id)).map((item) => item.kind)).toEqual(entries.map((entry) => entry.kind));
    // The queue's message again: nothing sent, nothing recorded twice.
    const message = {
      site_id: owner.site.id,
      request_id: `order_confirmation#${order.id}`,
      kind: 'order_confirmation' as const,
      email: 'buyer@example.com',
      order_id: order.id,
    };
    const sent = (await api.mail!.messages()).length;
    await sendCustomerMail(message);
    await sendCustomerMail(message);
    expect((await history(order.id)).filter((entry) => entry.kind === 'mail_sent')).toHaveLength(1);
    expect((await api.mail!.messages()).length).toBe(sent);
    // The log was marked sent in the entry's own transaction: nothing else to tie them.
    const log = mailKeys.log(owner.site.id, customerMessageId(message));
    const marked = (await db.send(new GetCommand({ TableName: TABLE_NAME, Key: log, ConsistentRead: true }))).Item;
    expect(marked).toMatchObject({ state: 'sent', sent_at: expect.any(String) });
    expect(marked).not.toHaveProperty('history_id');
    // The same history by the order's number.
    expect((await history(order.number)).map((entry) => entry.id)).toEqual(
      (await history(order.id)).map((entry) => entry.id),
    );
  });

  it('records a refund and each status transition with the token that made it', async () => {
    const order = await placeOrder();
    const token = await api.siteToken(owner, ['write_orders']);
    const site = { token, site: owner.site.id };
    const paid = await api.request('POST', `/orders/${order.id}/transitions`, {
      ...site,
      body: { status: 'paid', note: 'Cash' },
    });
    expect(paid.status, paid.text).toBe(200);
    const refunded = await api.request('POST', `/orders/${order.id}/refunds`, { ...as(owner), body: { amount: 5 } });
    expect(refunded.status, refunded.text).toBe(201);
    const entries = (await history(order.id)).filter((entry) => entry.kind !== 'mail_sent');
    expect(entries.map((entry) => entry.kind)).toEqual([
      'created',
      'status_changed',
      'invoice_created',
      'refund',
      'credit_note_created',
    ]);
    const tokenId = entries[1]?.actor.id;
    expect(entries[1]).toMatchObject({
      actor: { type: 'token' },
      details: { from: 'pending', to: 'paid', note: 'Cash' },
    });
    expect(tokenId).toMatch(/\S/);
    expect(tokenId).not.toBe(token);
    expect(entries[3]).toMatchObject({
      actor: { type: 'user', id: owner.user.id },
      details: { refund_id: refunded.body.id, status: 'succeeded', amount: 5 },
    });
  });

  it('records fulfilments, their cancellation, the status they move and the shipping mail', async () => {
    const order = await placeOrder();
    const line = ((await api.request('GET', `/orders/${order.id}`, as(owner))).body as { line_items: { id: string }[] })
      .line_items[0]?.id;
    expect(
      (await api.request('POST', `/orders/${order.id}/transitions`, { ...as(owner), body: { status: 'paid' } })).status,
    ).toBe(200);
    const shipped = await api.request('POST', `/orders/${order.id}/fulfillments`, {
      ...as(owner),
      body: { lines: [{ line_id: line, quantity: 2 }], tracking_url: 'https://track.example.com/1' },
    });
    expect(shipped.status, shipped.text).toBe(201);
    // The shipping mail goes out before the cancel: a fulfilment cancelled before the mail worker
    // runs has its mail skipped (fulfillments.test.ts), which is not what this test is about.
    const deadline = Date.now() + 15_000;
    let entries = await history(order.id);
    while (entries.filter((entry) => entry.kind === 'mail_sent').length < 2 && Date.now() < deadline) {
      await api.queues?.idle();
      await sleep(100);
      entries = await history(order.id);
    }
    const mails = entries.filter((entry) => entry.kind === 'mail_sent').map((entry) => entry.details.template);
    expect(mails.sort()).toEqual(['order_confirmation', 'order_shipped']);
    const cancelled = await api.request(
      'POST',
      `/orders/${order.id}/fulfillments/${shipped.body.id}/cancel`,
      as(owner),
    );
    expect(cancelled.status, cancelled.text).toBe(200);
    entries = await history(order.id);
    const changes = entries.filter((entry) => entry.kind !== 'mail_sent' && entry.kind !== 'invoice_created');
    expect(entries.filter((entry) => entry.kind === 'invoice_created')).toHaveLength(1);
    expect(changes.map((entry) => [entry.kind, entry.details.to ?? entry.details.fulfillment_status ?? null])).toEqual([
      ['created', null],
      ['status_changed', 'paid'],
      ['fulfillment_created', 'fulfilled'],
      ['status_changed', 'fulfilled'],
      ['fulfillment_cancelled', 'unfulfilled'],
      ['status_changed', 'paid'],
    ]);
    expect(changes[2]).toMatchObject({
      actor: { type: 'user', id: owner.user.id },
      details: { fulfillment_id: shipped.body.id, lines: [{ line_id: line, quantity: 2 }] },
    });
    // Marked fulfilled by hand: a fulfilment of the rest, and the transition's one status entry with its note.
    expect(
      (
        await api.request('POST', `/orders/${order.id}/transitions`, {
          ...as(owner),
          body: { status: 'fulfilled', note: 'Collected in store' },
        })
      ).status,
    ).toBe(200);
    const manual = (await history(order.id)).slice(entries.length);
    expect(manual.map((entry) => [entry.kind, entry.details.to ?? entry.details.fulfillment_status ?? null])).toEqual([
      ['fulfillment_created', 'fulfilled'],
      ['status_changed', 'fulfilled'],
    ]);
    expect(manual[1]?.details).toEqual({ from: 'paid', to: 'fulfilled', note: 'Collected in store' });
  });

  it('records nothing for a refused change: a transition the status does not allow', async () => {
    const order = await placeOrder();
    expect(
      (await api.request('POST', `/orders/${order.id}/transitions`, { ...as(owner), body: { status: 'fulfilled' } }))
        .status,
    ).toBe(409);
    expect((await stored(owner, order.id)).map((item) => item.kind)).toEqual(['created']);
  });

  it("records a buyer's own cancel as the customer's, and the expiry's as the system's", async () => {
    const email = `${unique('own')}@example.com`;
    const made = await api.request('POST', '/customers', { ...as(owner), body: { email, password: 'secret-123' } });
    expect(made.status, made.text).toBe(201);
    const session = await api.request('POST', '/customers/login', {
      ...as(owner),
      body: { email, password: 'secret-123' },
    });
    const headers = { 'session-token': session.body.session_token as string };
    const mine = await placeOrder(owner, headers, email);
    const cancelled = await api.request('POST', `/orders/${mine.id}/transitions`, {
      ...as(owner),
      headers,
      body: { status: 'cancelled' },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect((await history(mine.id)).at(-1)).toMatchObject({
      kind: 'status_changed',
      actor: { type: 'customer', id: made.body.id },
      details: { from: 'pending', to: 'cancelled' },
    });

    // A site of its own, so the sweep expires this order alone.
    const shop = await api.owner();
    const unpaid = await placeOrder(shop);
    expect(
      (await api.request('PATCH', '/site', { ...as(shop), body: { unpaid_order_ttl_hours: 0.0003 } })).status,
    ).toBe(200);
    await sleep(2_100);
    await sweepExpiredOrders({ siteId: shop.site.id });
    expect((await history(unpaid.id, shop)).at(-1)).toMatchObject({
      kind: 'status_changed',
      actor: { type: 'system' },
      details: { from: 'pending', to: 'cancelled', note: expect.stringMatching(/^Expired/) },
    });
  });

  it('pages oldest first with Link cursors', async () => {
    const order = await placeOrder();
    for (const text of ['one', 'two', 'three'])
      expect((await api.request('POST', `/orders/${order.id}/notes`, { ...as(owner), body: { text } })).status).toBe(
        201,
      );
    const first = await api.request('GET', `/orders/${order.id}/history?per_page=2`, as(owner));
    expect(first.status).toBe(200);
    expect(first.body.map((entry: Entry) => entry.kind)).toEqual(['created', 'note']);
    const next = /<([^>]+)>;\s*rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const second = await api.request(
      'GET',
      new URL(next as string).pathname + new URL(next as string).search,
      as(owner),
    );
    expect(second.body.map((entry: Entry) => entry.details.text)).toEqual(['two', 'three']);
  });

  it("answers 404 for an unknown order and another customer's order", async () => {
    expect((await api.request('GET', '/orders/0123456789abcdef01234567/history', as(owner))).status).toBe(404);
    expect((await api.request('GET', '/orders/999999/history', as(owner))).status).toBe(404);
  });
});

describe('POST /orders/{order}/notes', () => {
  const signIn = async (who: Owner) => {
    const email = `${unique('s')}@example.com`;
    const made = await api.request('POST', '/customers', { ...as(who), body: { email, password: 'secret-123' } });
    expect(made.status, made.text).toBe(201);
    const session = await api.request('POST', '/customers/login', {
      ...as(who),
      body: { email, password: 'secret-123' },
    });
    return { id: made.body.id as string, headers: { 'session-token': session.body.session_token as string } };
  };

  it('adds a staff note to the history; a customer session sees its own history without notes and may not add one', async () => {
    const ada = await signIn(owner);
    const order = await placeOrder(owner, ada.headers);
    const note = await api.request('POST', `/orders/${order.id}/notes`, {
      ...as(owner),
      body: { text: '  Buyer called: ship Monday  ' },
    });
    expect(note.status, note.text).toBe(201);
    expect(note.body).toMatchObject({
      kind: 'note',
      actor: { type: 'user', id: owner.user.id },
      details: { text: 'Buyer called: ship Monday' },
    });
    const staff = await history(order.id);
    expect(staff.map((entry) => entry.kind)).toEqual(['created', 'note']);
    expect(staff[0]?.actor).toEqual({ type: 'customer', id: ada.id });

    const theirs = await history(order.id, owner, ada.headers);
    expect(theirs.map((entry) => entry.kind)).toEqual(['created']);
    const refused = await api.request('POST', `/orders/${order.id}/notes`, {
      ...as(owner),
      headers: ada.headers,
      body: { text: 'hi' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('customer_not_allowed');
    const bob = await signIn(owner);
    expect(
      (await api.request('GET', `/orders/${order.id}/history`, { ...as(owner), headers: bob.headers })).status,
    ).toBe(404);
    expect((await stored(owner, order.id)).map((item) => item.kind)).toEqual(['created', 'note']);
  });

  it("is one PutItem of its entry, no transaction: it never collides with the order's payments and fulfilments", async () => {
    const order = await placeOrder();
    // Every transaction answered TransactionConflict, as one on the order being written would on AWS.
    conflicts.set({ rate: 1 });
    const note = await api.request('POST', `/orders/${order.number}/notes`, {
      ...as(owner),
      body: { text: 'Gift wrap' },
    });
    expect(note.status, note.text).toBe(201);
    expect(conflicts.counts.transactions).toBe(0);
    conflicts.set(undefined);
    const kept = (await stored(owner, order.id)).filter((item) => item.kind === 'note');
    expect(kept).toMatchObject([{ id: note.body.id, order_id: order.id, details: { text: 'Gift wrap' } }]);
  });

  it('refuses an empty or too long note (422) and an unknown order (404), storing nothing', async () => {
    const order = await placeOrder();
    const empty = await api.request('POST', `/orders/${order.id}/notes`, { ...as(owner), body: { text: '   ' } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0]).toMatchObject({ field: 'text' });
    const long = await api.request('POST', `/orders/${order.id}/notes`, {
      ...as(owner),
      body: { text: 'x'.repeat(5001) },
    });
    expect(long.status).toBe(422);
    const unknown = await api.request('POST', `/orders/${order.id}/notes`, {
      ...as(owner),
      body: { text: 'x', extra: 1 },
    });
    expect(unknown.status).toBe(422);
    expect(
      (await api.request('POST', '/orders/0123456789abcdef01234567/notes', { ...as(owner), body: { text: 'x' } }))
        .status,
    ).toBe(404);
    expect((await stored(owner, order.id)).map((item) => item.kind)).toEqual(['created']);
    expect(
      (await api.request('POST', `/orders/${order.id}/notes`, { ...as(owner), body: { text: 'x'.repeat(5000) } }))
        .status,
    ).toBe(201);
  });
});
