import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { keys, sitePk } from '../../lib/db/keys.js';
import { sweepExpiredOrders } from '../../lib/orders/order-expiry.js';
import {
  ORDER_EXPIRY_CRON,
  ORDER_EXPIRY_QUEUE,
  orderExpiryScheduleName,
} from '../../lib/orders/order-expiry-schedule.js';
import { orderKeys } from '../../lib/orders/keys.js';
import { workQueue } from '../../lib/queues/work-queue.js';
import { signTestEvent, testEventBody } from '../../lib/payments/test-provider.js';
import { useApi, unique, type Owner } from '../helpers/api.js';
import { enableTestProvider } from '../../harness/test-payments.js';
import { readItem as item } from '../../lib/db/one-item.js';

// Unpaid orders expire off the request path: the site's sweep (what its schedule sends to the
// order-expiry queue every few minutes) is sent here at once, with a TTL of a fraction of a second.
const api = useApi({ queues: true });
let owner: Owner;
let secret: string;
beforeAll(async () => {
  owner = await api.owner();
  secret = await enableTestProvider(api, owner);
});

const as = (extra: Record<string, unknown> = {}) => ({ token: owner.token, site: owner.site.id, ...extra });
// Only to let orders come of age under a TTL of about a second: the worker itself is waited for
// through the local queues' idle().
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const product = async (stock: number) =>
  (
    await api.request('POST', '/products', {
      ...as(),
      body: { name: unique('Mug '), status: 'active', price: 10, inventory_quantity: stock },
    })
  ).body.id as string;

const placeOrder = async (productId: string, coupon?: string) => {
  const res = await api.request('POST', '/orders', {
    ...as(),
    body: { email: 'buyer@example.com', line_items: [{ product: productId, quantity: 2 }], ...(coupon && { coupon }) },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string };
};

const deliver = async (orderId: string, outcome: 'paid' | 'authorized') => {
  const payment = (
    await api.request('POST', `/orders/${orderId}/payments`, {
      ...as(),
      body: { provider: 'test', return_url: 'https://shop.example.com/thanks' },
    })
  ).body;
  const body = testEventBody(payment, outcome);
  const res = await api.request('POST', `/payments/webhooks/test/${owner.site.id}`, {
    raw: body,
    headers: { 'content-type': 'application/json', 'test-signature': signTestEvent(secret, body) },
  });
  expect(res.body.status).toBe('applied');
};

const getOrder = async (orderId: string) => (await api.request('GET', `/orders/${orderId}`, as())).body;
const stock = async (productId: string) =>
  (await api.request('GET', `/products/${productId}`, as())).body.inventory_quantity as number;

/** Sends the site's sweep (what its schedule sends), waits until the queues are idle, and checks nothing was dead-lettered. */
const sweep = async () => {
  await workQueue(ORDER_EXPIRY_QUEUE).send({ siteId: owner.site.id });
  await api.queues?.idle();
  expect(api.queues?.deadLetters ?? []).toEqual([]);
};

/** The site's sweep schedule as the local scheduler holds it (undefined: none). */
const schedule = () => api.scheduler?.held(orderExpiryScheduleName(owner.site.id));
/** Where a site's sweep has reached (its bound's item, as lib/orders/order-expiry.ts keeps it). */
const sweptTo = async (siteId: string) =>
  (await item({ pk: sitePk(siteId, 'ORDER_EXPIRY'), sk: 'SWEEP' }))?.swept_to as string | undefined;

describe('unpaid order expiry', () => {
  it('is off by default, and a sweep of a site without it changes nothing', async () => {
    const site = await api.request('GET', '/site', as());
    expect(site.body.unpaid_order_ttl_hours).toBeNull();
    expect(schedule()).toBeUndefined();
    const order = await placeOrder(await product(10));
    await sweep();
    expect((await getOrder(order.id)).status).toBe('pending');
  });

  it('refuses a TTL that is not a positive number of hours with 422', async () => {
    const res = await api.request('PATCH', '/site', as({ body: { unpaid_order_ttl_hours: 0 } }));
    expect(res.status).toBe(422);
    expect(res.body.errors[0].field).toBe('unpaid_order_ttl_hours');
    expect((await api.request('PATCH', '/site', as({ body: { unpaid_order_ttl_hours: 'soon' } }))).status).toBe(422);
    expect(schedule()).toBeUndefined();
  });

  it("puts the site's sweep schedule when the TTL is set, keeps one when it changes, and removes it when turned off", async () => {
    const other = await api.owner();
    const set = await api.request('PATCH', '/site', as({ body: { unpaid_order_ttl_hours: 48 } }));
    expect(set.status, set.text).toBe(200);
    expect(schedule()).toEqual({
      name: orderExpiryScheduleName(owner.site.id),
      cron: ORDER_EXPIRY_CRON,
      queue: ORDER_EXPIRY_QUEUE,
      message: { siteId: owner.site.id },
    });
    expect((await api.request('PATCH', '/site', as({ body: { unpaid_order_ttl_hours: 2 } }))).status).toBe(200);
    expect(api.scheduler?.pending().filter((name) => name === orderExpiryScheduleName(owner.site.id))).toHaveLength(1);
    // A refused value (0 is not a TTL: null turns it off) leaves the schedule as it was.
    expect((await api.request('PATCH', '/site', as({ body: { unpaid_order_ttl_hours: 0 } }))).status).toBe(422);
    expect(schedule()).toBeDefined();
    // A change of another setting leaves it too; another site has none.
    expect((await api.request('PATCH', '/site', as({ body: { require_customer_confirmation: false } }))).status).toBe(
      200,
    );
    expect(schedule()).toBeDefined();
    expect(api.scheduler?.held(orderExpiryScheduleName(other.site.id))).toBeUndefined();
    const off = await api.request('PATCH', '/site', as({ body: { unpaid_order_ttl_hours: null } }));
    expect(off.status, off.text).toBe(200);
    expect(schedule()).toBeUndefined();
    expect(api.scheduler?.pending()).not.toContain(orderExpiryScheduleName(owner.site.id));
  });

  it('cancels an order still pending and unpaid past the TTL, giving back its stock and coupon redemption; paid and authorized orders never expire', async () => {
    const productId = await product(20);
    const code = unique('EXPIRE');
    const coupon = await api.request('POST', '/coupons', {
      ...as(),
      body: { code, coupon_type: 'percentage', coupon_percentage: 10 },
    });
    expect(coupon.status, coupon.text).toBe(201);
    const unpaid = await placeOrder(productId, code);
    const paid = await placeOrder(productId);
    await deliver(paid.id, 'paid');
    const authorized = await placeOrder(productId);
    await deliver(authorized.id, 'authorized');
    expect(await stock(productId)).toBe(14);
    expect((await api.request('GET', `/coupons/${coupon.body.id}`, as())).body.redemption_count).toBe(1);

    const set = await api.request('PATCH', '/site', as({ body: { unpaid_order_ttl_hours: 0.0003 } }));
    expect(set.status, set.text).toBe(200);
    expect(set.body.unpaid_order_ttl_hours).toBe(0.0003);
    expect((await item(keys.site(owner.site.id)))?.unpaid_order_ttl_hours).toBe(0.0003);
    expect(schedule()).toBeDefined();
    await sleep(2100); // 0.0003 h is about 1.1 s; the sweep bound is a whole second below it
    await sweep();

    const cancelled = await getOrder(unpaid.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancel_reason: 'expired', financial_status: 'pending' });
    expect(cancelled.history.at(-1)).toMatchObject({ status: 'cancelled', note: expect.stringContaining('Expired') });
    expect((await item(orderKeys.order(owner.site.id, unpaid.id)))?.cancel_reason).toBe('expired');
    // Its 2 units are back in stock and its coupon redemption is released, as a manual cancel does.
    expect(await stock(productId)).toBe(16);
    expect((await api.request('GET', `/coupons/${coupon.body.id}`, as())).body.redemption_count).toBe(0);
    expect((await getOrder(paid.id)).status).toBe('paid');
    expect(await getOrder(authorized.id)).toMatchObject({ status: 'pending', financial_status: 'authorized' });

    // A second sweep finds nothing more to do; an order placed now is not expired before its time.
    const fresh = await placeOrder(productId);
    await sweep();
    expect((await getOrder(fresh.id)).status).toBe('pending');
    expect(await stock(productId)).toBe(14);

    // Turned off: the site shows null, its schedule is gone, and a sweep still sent does nothing
    // (the order is old enough to expire by then, were the TTL still on).
    const off = await api.request('PATCH', '/site', as({ body: { unpaid_order_ttl_hours: null } }));
    expect(off.body.unpaid_order_ttl_hours).toBeNull();
    expect(schedule()).toBeUndefined();
    await sleep(2100);
    await sweep();
    expect((await getOrder(fresh.id)).status).toBe('pending');
  });

  it('records how far it swept after each page, so a failure midway resumes from there, not from the start', async () => {
    const who = await api.owner();
    const site = who.site.id;
    const productId = (
      await api.request('POST', '/products', {
        token: who.token,
        site,
        body: { name: unique('Mug '), status: 'active', price: 10, inventory_quantity: 10 },
      })
    ).body.id as string;
    const place = async () =>
      (
        await api.request('POST', '/orders', {
          token: who.token,
          site,
          body: { email: 'buyer@example.com', line_items: [{ product: productId, quantity: 1 }] },
        })
      ).body.id as string;
    // Ids order orders to the second only: the lower of the two is swept first.
    const [first, second] = [await place(), await place()].sort() as [string, string];
    // A broken item between the two orders makes the sweep fail there.
    const broken = `${first}0`;
    expect(broken > first && broken < second).toBe(true);
    const brokenKey = { ...orderKeys.order(site, first), sk: broken };
    await db.send(new PutCommand({ TableName: TABLE_NAME, Item: { ...brokenKey, status: 'pending' } }));
    const set = await api.request('PATCH', '/site', {
      token: who.token,
      site,
      body: { unpaid_order_ttl_hours: 0.0003 },
    });
    expect(set.status, set.text).toBe(200);
    await sleep(2100);

    // One order a page: the first is cancelled and its page recorded, then the broken one throws.
    await expect(sweepExpiredOrders({ siteId: site }, { pageSize: 1 })).rejects.toThrow();
    expect((await api.request('GET', `/orders/${first}`, { token: who.token, site })).body.status).toBe('cancelled');
    expect(await sweptTo(site)).toBe(first);

    // Once the broken item is gone, the retry starts from the first order's key and finishes the range.
    await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: brokenKey }));
    await sweepExpiredOrders({ siteId: site }, { pageSize: 1 });
    expect((await api.request('GET', `/orders/${second}`, { token: who.token, site })).body.status).toBe('cancelled');
    expect((await sweptTo(site)) ?? '').toMatch(/^[0-9a-f]{8}0{16}$/);
    expect(((await sweptTo(site)) as string) > second).toBe(true);
  });
});
