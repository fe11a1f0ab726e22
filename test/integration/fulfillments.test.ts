import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReceiver, type Received, type Receiver } from '../../harness/webhook-receiver.js';
import { prepareToken } from '../../lib/auth/tokens.js';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { putNewItem } from '../../lib/db/one-item.js';
import { customerMessageId, sendCustomerMail } from '../../lib/mail-templates/customer-mail.js';
import { mailKeys } from '../../lib/mail/keys.js';
import { fulfillmentKeys } from '../../lib/orders/fulfillment-record.js';
import { historyKeys } from '../../lib/orders/history.js';
import { orderKeys } from '../../lib/orders/keys.js';
import { signTestEvent, testEventBody } from '../../lib/payments/test-provider.js';
import { unique, useApi, type Owner } from '../helpers/api.js';
import { enableTestProvider } from '../../harness/test-payments.js';

const api = useApi({ events: true, queues: true, smtp: true });
let owner: Owner;
let secret: string;
let receiver: Receiver;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const as = (who: Owner, extra: Record<string, unknown> = {}) => ({ token: who.token, site: who.site.id, ...extra });

beforeAll(async () => {
  owner = await api.owner();
  receiver = await startReceiver();
  const hook = await api.request('POST', '/webhooks', {
    ...as(owner),
    body: { url: `${receiver.url}/hooks`, events: ['fulfillment.*', 'order.paid'] },
  });
  expect(hook.status, hook.text).toBe(201);
  secret = await enableTestProvider(api, owner);
});
afterAll(async () => {
  await receiver?.close();
});

type Order = {
  id: string;
  number: number;
  status: string;
  fulfillment_status: string;
  line_items: { id: string; quantity: number }[];
};

const product = async (price = 10) => {
  const res = await api.request('POST', '/products', {
    ...as(owner),
    body: { name: unique('Mug '), status: 'active', price, inventory_quantity: 100 },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
};

/** An order of two lines: 3 of one product, 1 of another. */
const placeOrder = async (email = `${unique('buyer')}@example.com`): Promise<Order> => {
  const res = await api.request('POST', '/orders', {
    ...as(owner),
    body: {
      email,
      line_items: [
        { product: await product(), quantity: 3 },
        { product: await product(5), quantity: 1 },
      ],
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body;
};

const readOrder = async (id: string) => (await api.request('GET', `/orders/${id}`, as(owner))).body as Order;
const storedOrder = async (id: string) =>
  (
    await db.send(
      new GetCommand({ TableName: TABLE_NAME, Key: orderKeys.order(owner.site.id, id), ConsistentRead: true }),
    )
  ).Item;
const storedFulfillments = async (orderId: string) =>
  (
    await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': fulfillmentKeys.partition(owner.site.id, orderId) },
        ConsistentRead: true,
      }),
    )
  ).Items ?? [];

const ship = (orderId: string | number, body: Record<string, unknown>) =>
  api.request('POST', `/orders/${orderId}/fulfillments`, { ...as(owner), body });
const lines = (order: Order, ...quantities: number[]) =>
  quantities.flatMap((quantity, index) => (quantity ? [{ line_id: order.line_items[index]?.id, quantity }] : []));

const markPaid = async (orderId: string) => {
  const started = await api.request('POST', `/orders/${orderId}/payments`, {
    ...as(owner),
    body: { provider: 'test', return_url: 'https://shop.example.com/thanks' },
  });
  expect(started.status, started.text).toBe(201);
  const body = testEventBody(started.body, 'paid');
  const res = await api.request('POST', `/payments/webhooks/test/${owner.site.id}`, {
    raw: body,
    headers: { 'content-type': 'application/json', 'test-signature': signTestEvent(secret, body) },
  });
  expect(res.body.status).toBe('applied');
};

const payload = (request: Received) => JSON.parse(request.body) as { type: string; data: { object: { id: string } } };
const ofType = (type: string, id: string) => (request: Received) => {
  const body = payload(request);
  return body.type === type && body.data.object.id === id;
};

const mailTo = async (address: string, count = 1, timeoutMs = 15_000) => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await api.queues?.idle();
    const mail = (await api.mail!.messages()).filter((m) => m.to.includes(address));
    if (mail.length >= count || Date.now() > deadline) return mail;
    await sleep(100);
  }
};

/** A new customer of the site, signed in: the headers its storefront sends. */
const buyerSession = async () => {
  const email = `${unique('c')}@example.com`;
  const made = await api.request('POST', '/customers', { ...as(owner), body: { email, password: 'secret-123' } });
  expect(made.status).toBe(201);
  const session = await api.request('POST', '/customers/login', {
    ...as(owner),
    body: { email, password: 'secret-123' },
  });
  return { 'session-token': session.body.session_token as string };
};

describe('POST /orders/{order}/fulfillments', () => {
  it('ships part of a pending order, then the rest: fulfillment_status follows in the same write, the status stays pending until paid', async () => {
    const order = await placeOrder();
    const first = await ship(order.id, {
      lines: lines(order, 2),
      carrier: 'bpost',
      tracking_number: 'CD1',
      tracking_url: 'https://track.example.com/CD1',
      notify: false,
    });
    expect(first.status, first.text).toBe(201);
    expect(first.body).toMatchObject({
      order_id: order.id,
      status: 'success',
      lines: [{ line_id: order.line_items[0]?.id, quantity: 2 }],
      carrier: 'bpost',
      tracking_number: 'CD1',
      tracking_url: 'https://track.example.com/CD1',
      notify: false,
      cancelled_at: null,
    });
    expect(first.headers.get('location')).toBe(first.body.url);
    expect(await readOrder(order.id)).toMatchObject({ status: 'pending', fulfillment_status: 'partially_fulfilled' });
    const stored = await storedOrder(order.id);
    expect(stored?.fulfilled_lines).toEqual({ [order.line_items[0]?.id as string]: 2 });
    // The fulfilment status is computed from the lines at every read: a stored copy would go stale at a refund.
    expect(stored).not.toHaveProperty('fulfillment_status');

    // By number too; the same line twice is one line of the summed quantity.
    const rest = await ship(order.number, { lines: [...lines(order, 1, 1), ...lines(order, 0, 0)], notify: false });
    expect(rest.status, rest.text).toBe(201);
    const after = await readOrder(order.id);
    expect(after).toMatchObject({ status: 'pending', fulfillment_status: 'fulfilled' });
    // Cash on delivery: paid after shipping, the order is fulfilled in the payment's own write.
    await markPaid(order.id);
    expect(await readOrder(order.id)).toMatchObject({ status: 'fulfilled', fulfillment_status: 'fulfilled' });
    await receiver.waitFor(1, ofType('order.paid', order.id));
    await receiver.waitFor(
      2,
      (request) => payload(request).type === 'fulfillment.created' && request.body.includes(order.id),
    );

    const list = await api.request('GET', `/orders/${order.id}/fulfillments`, as(owner));
    expect(list.status).toBe(200);
    expect(list.body.map((f: { id: string }) => f.id)).toEqual([first.body.id, rest.body.id]);
    expect((await storedFulfillments(order.id)).length).toBe(2);
  });

  it('makes a paid order fulfilled in the write that ships its last unit, and mails order_shipped with the tracking link once', async () => {
    const email = `${unique('ship')}@example.com`;
    const order = await placeOrder(email);
    await markPaid(order.id);
    const res = await ship(order.id, {
      lines: lines(order, 3, 1),
      tracking_url: 'https://track.example.com/XYZ',
      tracking_number: 'XYZ',
    });
    expect(res.status, res.text).toBe(201);
    expect(await readOrder(order.id)).toMatchObject({ status: 'fulfilled', fulfillment_status: 'fulfilled' });
    const mail = (await mailTo(email, 2)).filter((m) => /has shipped/.test(m.subject));
    expect(mail).toHaveLength(1);
    expect(mail[0]?.html).toContain('https://track.example.com/XYZ');
    await sleep(300);
    await api.queues?.idle();
    expect(
      (await api.mail!.messages()).filter((m) => m.to.includes(email) && /has shipped/.test(m.subject)),
    ).toHaveLength(1);
  });

  it('skips the shipping mail of a fulfilment cancelled before the worker ran; sends one in 3 requests, marked sent with its history entry', async () => {
    const email = `${unique('late')}@example.com`;
    const order = await placeOrder(email);
    const kept = await ship(order.id, {
      lines: lines(order, 1),
      tracking_url: 'https://track.example.com/KEPT',
      notify: false,
    });
    const gone = await ship(order.id, { lines: lines(order, 0, 1), notify: false });
    expect([kept.status, gone.status]).toEqual([201, 201]);
    expect(
      (await api.request('POST', `/orders/${order.id}/fulfillments/${gone.body.id}/cancel`, as(owner))).status,
    ).toBe(200);
    await receiver.waitFor(1, ofType('fulfillment.cancelled', gone.body.id));
    await api.queues?.idle();
    // The worker's messages, as the fulfilments' mail requests queue them (`notify: false` asked for none).
    const message = (fulfillmentId: string) => ({
      site_id: owner.site.id,
      request_id: `order_shipped#${fulfillmentId}`,
      kind: 'order_shipped' as const,
      email,
      order_id: order.id,
    });
    const log = async (fulfillmentId: string) =>
      (
        await db.send(
          new GetCommand({
            TableName: TABLE_NAME,
            Key: mailKeys.log(owner.site.id, customerMessageId(message(fulfillmentId))),
            ConsistentRead: true,
          }),
        )
      ).Item;
    const shippingMail = async () =>
      (await api.mail!.messages()).filter((m) => m.to.includes(email) && /has shipped/.test(m.subject));
    const mailEntries = async () =>
      (
        (
          await db.send(
            new QueryCommand({
              TableName: TABLE_NAME,
              KeyConditionExpression: 'pk = :pk',
              ExpressionAttributeValues: { ':pk': historyKeys.partition(owner.site.id, order.id) },
              ConsistentRead: true,
            }),
          )
        ).Items ?? []
      ).filter((item) => item.kind === 'mail_sent');

    await sendCustomerMail(message(gone.body.id));
    expect(await shippingMail()).toEqual([]);
    expect(await log(gone.body.id)).toMatchObject({ skipped: 'fulfillment_cancelled' });
    expect(await mailEntries()).toEqual([]);

    await sleep(300);
    const requests = await api.countRequests(() => sendCustomerMail(message(kept.body.id)));
    const sent = await shippingMail();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.html).toContain('https://track.example.com/KEPT');
    // The BatchGetItem, the send log's claim, and one transaction: the log marked sent with the history entry.
    expect(requests).toBe(3);
    expect(await log(kept.body.id)).toMatchObject({ state: 'sent', sent_at: expect.any(String) });
    expect(await log(kept.body.id)).not.toHaveProperty('lease_until');
    expect((await mailEntries()).map((item) => item.details)).toEqual([{ template: 'order_shipped' }]);
    // Again: nothing sent, nothing recorded twice.
    await sendCustomerMail(message(kept.body.id));
    expect(await shippingMail()).toHaveLength(1);
    expect(await mailEntries()).toHaveLength(1);
  });

  it('refuses more than is left to ship (409 over_fulfilled), unknown lines (422) and closed orders (409), changing nothing', async () => {
    const order = await placeOrder();
    expect((await ship(order.id, { lines: lines(order, 2), notify: false })).status).toBe(201);
    const over = await ship(order.id, { lines: lines(order, 2), notify: false });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      code: 'over_fulfilled',
      details: { lines: [{ line_id: order.line_items[0]?.id, requested: 2, available: 1 }] },
    });
    const unknown = await ship(order.id, { lines: [{ line_id: '0123456789abcdef01234567', quantity: 1 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({ field: 'lines.0.line_id', code: 'unknown_line' });
    expect((await ship(order.id, { lines: [] })).status).toBe(422);
    expect((await ship(order.id, { lines: lines(order, 1), tracking_url: 'javascript:alert(1)' })).status).toBe(422);
    expect((await ship(order.id, { lines: lines(order, 0), extra: true })).status).toBe(422);
    expect((await ship('0123456789abcdef01234567', { lines: lines(order, 1) })).status).toBe(404);
    expect((await storedFulfillments(order.id)).length).toBe(1);
    expect((await storedOrder(order.id))?.fulfilled_lines).toEqual({ [order.line_items[0]?.id as string]: 2 });

    const cancelled = await placeOrder();
    expect(
      (
        await api.request('POST', `/orders/${cancelled.id}/transitions`, {
          ...as(owner),
          body: { status: 'cancelled' },
        })
      ).status,
    ).toBe(200);
    const closed = await ship(cancelled.id, { lines: lines(cancelled, 1) });
    expect(closed.status).toBe(409);
    expect(closed.body.code).toBe('order_not_fulfillable');
    expect(await storedFulfillments(cancelled.id)).toEqual([]);
  });

  it('gives one 201 and one 409 to two concurrent fulfilments of the last unit', async () => {
    const order = await placeOrder();
    expect((await ship(order.id, { lines: lines(order, 2), notify: false })).status).toBe(201);
    for (let round = 0; round < 3; round += 1) {
      const again = round === 0 ? order : await placeOrder();
      if (round > 0) expect((await ship(again.id, { lines: lines(again, 2), notify: false })).status).toBe(201);
      const answers = await Promise.all([
        ship(again.id, { lines: lines(again, 1), notify: false }),
        ship(again.id, { lines: lines(again, 1), notify: false }),
      ]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
      expect(answers.find((res) => res.status === 409)?.body.code).toBe('over_fulfilled');
      expect((await storedOrder(again.id))?.fulfilled_lines).toEqual({ [again.line_items[0]?.id as string]: 3 });
      expect((await storedFulfillments(again.id)).length).toBe(2);
    }
  });

  it('counts refunded quantities as not to ship', async () => {
    const order = await placeOrder();
    await markPaid(order.id);
    const refunded = await api.request('POST', `/orders/${order.id}/refunds`, {
      ...as(owner),
      body: { lines: lines(order, 1) },
    });
    expect(refunded.status, refunded.text).toBe(201);
    const over = await ship(order.id, { lines: lines(order, 3), notify: false });
    expect(over.status).toBe(409);
    expect(over.body.details.lines[0].available).toBe(2);
    expect((await ship(order.id, { lines: lines(order, 2, 1), notify: false })).status).toBe(201);
    expect(await readOrder(order.id)).toMatchObject({ status: 'fulfilled', fulfillment_status: 'fulfilled' });
  });

  it('shows an order whose unshipped rest was refunded as fulfilled', async () => {
    const order = await placeOrder();
    await markPaid(order.id);
    expect((await ship(order.id, { lines: lines(order, 3), notify: false })).status).toBe(201);
    expect(await readOrder(order.id)).toMatchObject({ fulfillment_status: 'partially_fulfilled' });
    const refunded = await api.request('POST', `/orders/${order.id}/refunds`, {
      ...as(owner),
      body: { lines: lines(order, 0, 1) },
    });
    expect(refunded.status, refunded.text).toBe(201);
    // The refund of the unshipped rest completes the fulfilment: the order is fulfilled in that write, shipping nothing more.
    expect(await readOrder(order.id)).toMatchObject({ status: 'fulfilled', fulfillment_status: 'fulfilled' });
    expect((await api.request('GET', `/orders/${order.id}/fulfillments`, as(owner))).body).toHaveLength(1);
  });

  it("is refused to a customer session (403), which may list its own order's fulfilments", async () => {
    const headers = await buyerSession();
    const res = await api.request('POST', '/orders', {
      ...as(owner),
      headers,
      body: { line_items: [{ product: await product(), quantity: 1 }] },
    });
    const order = res.body as Order;
    const refused = await api.request('POST', `/orders/${order.id}/fulfillments`, {
      ...as(owner),
      headers,
      body: { lines: lines(order, 1) },
    });
    expect(refused.status).toBe(403);
    expect((await ship(order.id, { lines: lines(order, 1), notify: false })).status).toBe(201);
    const theirs = await api.request('GET', `/orders/${order.id}/fulfillments`, { ...as(owner), headers });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toHaveLength(1);
    const other = await placeOrder();
    expect((await api.request('GET', `/orders/${other.id}/fulfillments`, { ...as(owner), headers })).status).toBe(404);
    expect((await api.request('GET', `/orders/${other.id}/fulfillments`, as(owner))).body).toEqual([]);
  });
});

describe('GET /orders/{order}/fulfillments/{fulfillment}', () => {
  it("answers the fulfilment's Location and url, by id or number, cancelled too; a customer session its own order's only", async () => {
    const headers = await buyerSession();
    const placed = await api.request('POST', '/orders', {
      ...as(owner),
      headers,
      body: { line_items: [{ product: await product(), quantity: 2 }] },
    });
    const order = placed.body as Order;
    const shipped = await ship(order.id, { lines: lines(order, 1), carrier: 'bpost', notify: false });
    expect(shipped.status, shipped.text).toBe(201);
    const location = new URL(shipped.headers.get('location') as string);
    expect(shipped.body.url).toBe(location.href);
    const read = await api.request('GET', location.pathname, as(owner));
    expect(read.status, read.text).toBe(200);
    expect(read.body).toEqual(shipped.body);
    const mine = await api.request('GET', location.pathname, { ...as(owner), headers });
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.id).toBe(shipped.body.id);
    const byNumber = await api.request('GET', `/orders/${order.number}/fulfillments/${shipped.body.id}`, as(owner));
    expect(byNumber.body).toEqual(shipped.body);
    // A customer may not cancel it (403), and sees another buyer's fulfilment as not there.
    const refused = await api.request('POST', `${location.pathname}/cancel`, { ...as(owner), headers });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('customer_not_allowed');
    expect((await api.request('GET', location.pathname, as(owner))).body.status).toBe('success');
    const other = await placeOrder();
    const theirs = await ship(other.id, { lines: lines(other, 1), notify: false });
    const hidden = await api.request('GET', `/orders/${other.id}/fulfillments/${theirs.body.id}`, {
      ...as(owner),
      headers,
    });
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('not_found');
    // Cancelled, it is still there; unknown ids and orders are 404.
    expect((await api.request('POST', `${location.pathname}/cancel`, as(owner))).status).toBe(200);
    expect((await api.request('GET', location.pathname, as(owner))).body).toMatchObject({ status: 'cancelled' });
    for (const path of [
      `/orders/${order.id}/fulfillments/0123456789abcdef01234567`,
      `/orders/${other.id}/fulfillments/${shipped.body.id}`,
      `/orders/999999999/fulfillments/${shipped.body.id}`,
    ])
      expect((await api.request('GET', path, as(owner))).status, path).toBe(404);
  });
});

describe('POST /orders/{order}/fulfillments/{fulfillment}/cancel', () => {
  it('gives the quantities back, makes a fulfilled order paid again, and cancels once', async () => {
    const order = await placeOrder();
    await markPaid(order.id);
    const shipped = await ship(order.id, { lines: lines(order, 3, 1), notify: false });
    expect(await readOrder(order.id)).toMatchObject({ status: 'fulfilled' });
    const cancel = await api.request('POST', `/orders/${order.id}/fulfillments/${shipped.body.id}/cancel`, as(owner));
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.body).toMatchObject({ id: shipped.body.id, status: 'cancelled' });
    expect(cancel.body.cancelled_at).toMatch(/Z$/);
    expect(await readOrder(order.id)).toMatchObject({ status: 'paid', fulfillment_status: 'unfulfilled' });
    expect((await storedOrder(order.id))?.fulfilled_lines).toEqual({
      [order.line_items[0]?.id as string]: 0,
      [order.line_items[1]?.id as string]: 0,
    });
    await receiver.waitFor(1, ofType('fulfillment.cancelled', shipped.body.id));
    const again = await api.request('POST', `/orders/${order.id}/fulfillments/${shipped.body.id}/cancel`, as(owner));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_cancelled');
    expect(
      (await api.request('POST', `/orders/${order.id}/fulfillments/0123456789abcdef01234567/cancel`, as(owner))).status,
    ).toBe(404);
    // What was given back ships again.
    expect((await ship(order.id, { lines: lines(order, 3), notify: false })).status).toBe(201);
    expect(await readOrder(order.id)).toMatchObject({ status: 'paid', fulfillment_status: 'partially_fulfilled' });
    // That the order paid again sends order.updated, not a second order.paid: test/unit/events/event-map.test.ts.
  });
});

describe('the manual transition to fulfilled', () => {
  it('records a fulfilment of whatever is left', async () => {
    const order = await placeOrder();
    await markPaid(order.id);
    expect((await ship(order.id, { lines: lines(order, 1), notify: false })).status).toBe(201);
    const moved = await api.request('POST', `/orders/${order.id}/transitions`, {
      ...as(owner),
      body: { status: 'fulfilled' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ status: 'fulfilled', fulfillment_status: 'fulfilled' });
    const list = (await api.request('GET', `/orders/${order.id}/fulfillments`, as(owner))).body;
    expect(list).toHaveLength(2);
    expect(list[1]).toMatchObject({
      lines: [
        { line_id: order.line_items[0]?.id, quantity: 2 },
        { line_id: order.line_items[1]?.id, quantity: 1 },
      ],
      notify: false,
    });
    expect(await storedOrder(order.id)).not.toHaveProperty('fulfillment_status');
  });

  it('shows an order marked fulfilled before fulfilments counted what shipped as fulfilled', async () => {
    const order = await placeOrder();
    await markPaid(order.id);
    expect(
      (await api.request('POST', `/orders/${order.id}/transitions`, { ...as(owner), body: { status: 'fulfilled' } }))
        .status,
    ).toBe(200);
    // Such an order was stored with its status alone: no fulfilled_lines.
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: orderKeys.order(owner.site.id, order.id),
        UpdateExpression: 'REMOVE fulfilled_lines',
      }),
    );
    expect(await readOrder(order.id)).toMatchObject({ status: 'fulfilled', fulfillment_status: 'fulfilled' });
  });

  it('ships nothing twice when the move to fulfilled races a fulfilment: what is stored adds up', async () => {
    for (let round = 0; round < 3; round += 1) {
      const order = await placeOrder();
      await markPaid(order.id);
      const [shipped, moved] = await Promise.all([
        ship(order.id, { lines: lines(order, 1), notify: false }),
        api.request('POST', `/orders/${order.id}/transitions`, { ...as(owner), body: { status: 'fulfilled' } }),
      ]);
      expect(moved.status, moved.text).toBe(200);
      expect([201, 409]).toContain(shipped.status);
      // Whichever went first, the live fulfilments ship each unit once and the order's own count says so.
      const live = (await storedFulfillments(order.id)).filter((item) => item.status === 'success');
      const total = (lineId: string) =>
        live
          .flatMap((item) => item.lines as { line_id: string; quantity: number }[])
          .filter((line) => line.line_id === lineId)
          .reduce((sum, line) => sum + line.quantity, 0);
      const [first, second] = order.line_items as [Order['line_items'][0], Order['line_items'][0]];
      expect([total(first.id), total(second.id)]).toEqual([3, 1]);
      expect((await storedOrder(order.id))?.fulfilled_lines).toEqual({ [first.id]: 3, [second.id]: 1 });
    }
  });

  it('refuses to cancel an order part of which has shipped (409 fulfillments_outstanding), giving back no stock', async () => {
    const order = await placeOrder();
    expect((await ship(order.id, { lines: lines(order, 1), notify: false })).status).toBe(201);
    const productId = (await storedOrder(order.id))?.line_items[0].product_id as string;
    const stockBefore = (await api.request('GET', `/products/${productId}`, as(owner))).body.inventory_quantity;
    const cancel = await api.request('POST', `/orders/${order.id}/transitions`, {
      ...as(owner),
      body: { status: 'cancelled' },
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject({ code: 'fulfillments_outstanding', details: { shipped: 1 } });
    expect(await readOrder(order.id)).toMatchObject({ status: 'pending' });
    expect((await api.request('GET', `/products/${productId}`, as(owner))).body.inventory_quantity).toBe(stockBefore);
    // Once its fulfilment is cancelled, the order may be.
    const [fulfillment] = await storedFulfillments(order.id);
    expect(
      (await api.request('POST', `/orders/${order.id}/fulfillments/${fulfillment?.id}/cancel`, as(owner))).status,
    ).toBe(200);
    expect(
      (await api.request('POST', `/orders/${order.id}/transitions`, { ...as(owner), body: { status: 'cancelled' } }))
        .status,
    ).toBe(200);
  });

  it('makes an order fully shipped before it was marked paid fulfilled at once', async () => {
    const order = await placeOrder();
    expect((await ship(order.id, { lines: lines(order, 3, 1), notify: false })).status).toBe(201);
    const moved = await api.request('POST', `/orders/${order.id}/transitions`, {
      ...as(owner),
      body: { status: 'paid' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({
      status: 'fulfilled',
      fulfillment_status: 'fulfilled',
      financial_status: 'paid',
    });
  });
});

describe('cloud code depth', () => {
  it("records a cloud-code write's depth on the order and the fulfilment it writes; a client's write clears it", async () => {
    // The token an invocation of the site's cloud code calls the API with, one deep.
    const { secret: invocation, item } = prepareToken({
      kind: 'site',
      siteId: owner.site.id,
      userId: owner.user.id,
      scopes: ['read_orders', 'write_orders'],
      master: false,
      note: 'cloud code: test',
      expiresIn: 600,
      invocationDepth: 1,
      sites: { [owner.site.id]: { role: 'owner', subdomain: owner.site.subdomain } },
      listed: false,
    });
    await putNewItem(item);
    const hook = { token: invocation, site: owner.site.id };
    const order = await placeOrder();
    const storedFulfillment = async (id: string) => (await storedFulfillments(order.id)).find((f) => f.id === id);

    const shipped = await api.request('POST', `/orders/${order.id}/fulfillments`, {
      ...hook,
      body: { lines: lines(order, 1), notify: false },
    });
    expect(shipped.status, shipped.text).toBe(201);
    expect(await storedOrder(order.id)).toMatchObject({ cloud_code_depth: 1 });
    expect(await storedFulfillment(shipped.body.id)).toMatchObject({ cloud_code_depth: 1 });
    // A client's cancellation is depth 0: the order's hooks run again for it.
    const cancel = `/orders/${order.id}/fulfillments/${shipped.body.id}/cancel`;
    expect((await api.request('POST', cancel, as(owner))).status).toBe(200);
    expect(await storedOrder(order.id)).not.toHaveProperty('cloud_code_depth');
    expect(await storedFulfillment(shipped.body.id)).not.toHaveProperty('cloud_code_depth');

    const again = await ship(order.id, { lines: lines(order, 1), notify: false });
    expect((await api.request('POST', `/orders/${order.id}/fulfillments/${again.body.id}/cancel`, hook)).status).toBe(
      200,
    );
    expect(await storedOrder(order.id)).toMatchObject({ cloud_code_depth: 1 });
    expect(await storedFulfillment(again.body.id)).toMatchObject({ cloud_code_depth: 1 });
  });
});
