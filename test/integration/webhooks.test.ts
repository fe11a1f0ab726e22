import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook as Verifier } from 'standardwebhooks';
import { unique, useApi, type Owner } from '../helpers/api.js';
import { eventually } from '../../harness/eventually.js';
import { startReceiver, type Received, type Receiver } from '../../harness/webhook-receiver.js';

// Fast retries: two retries, 0.3 s apart (the setting is read at each attempt).
process.env.WEBHOOK_RETRY_SCHEDULE = '0.3,0.3';

const api = useApi({ events: true });
let owner: Owner;
let receiver: Receiver;

const as = (who: Owner, body?: unknown, headers?: Record<string, string>) => ({
  token: who.token,
  site: who.site.id,
  body,
  headers,
});
const payload = (request: Received) =>
  JSON.parse(request.body) as {
    type: string;
    timestamp: string;
    data: {
      site_id: string;
      object: Record<string, any>;
      previous_attributes?: Record<string, unknown>;
      item?: Record<string, unknown>;
    };
  };
const ofType = (type: string, id?: string) => (request: Received) => {
  const body = payload(request);
  return body.type === type && (id === undefined || body.data.object.id === id);
};

const createWebhook = async (who: Owner, body: Record<string, unknown>) => {
  const res = await api.request('POST', '/webhooks', as(who, body));
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; secret: string; url: string; events: string[]; active: boolean };
};

const createPage = async (who: Owner, title = unique('Page ')) => {
  const res = await api.request('POST', '/pages', as(who, { title }));
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; title: string; updated_at: string };
};

/** A port nothing listens on (refused connections). */
const closedPort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  owner = await api.owner();
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

describe('webhooks API', () => {
  it('shows the secret only when created and when rotated', async () => {
    const webhook = await createWebhook(owner, { url: `${receiver.url}/a`, events: ['page.*'], description: 'CI' });
    expect(webhook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(webhook.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    expect(webhook).toMatchObject({ url: `${receiver.url}/a`, events: ['page.*'], description: 'CI', active: true });

    const read = await api.request('GET', `/webhooks/${webhook.id}`, as(owner));
    expect(read.status).toBe(200);
    expect(read.body.secret).toBeUndefined();
    const list = await api.request('GET', '/webhooks', as(owner));
    expect(list.body.map((w: { id: string }) => w.id)).toContain(webhook.id);
    expect(list.body.every((w: { secret?: string }) => w.secret === undefined)).toBe(true);

    const rotated = await api.request('POST', `/webhooks/${webhook.id}/rotate_secret`, as(owner));
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(webhook.secret);
    expect(await api.request('DELETE', `/webhooks/${webhook.id}`, as(owner))).toMatchObject({ status: 204 });
    expect((await api.request('GET', `/webhooks/${webhook.id}`, as(owner))).status).toBe(404);
  });

  it('refuses unknown event types and patterns with 422', async () => {
    for (const events of [['page.exploded'], ['nothing.*'], ['ping'], [], ['page.created', 'invoice.exploded']]) {
      const res = await api.request('POST', '/webhooks', as(owner, { url: `${receiver.url}/x`, events }));
      expect(res.status, JSON.stringify(events)).toBe(422);
      expect(res.body.code).toBe('validation_failed');
    }
    const updated = await api.request('PUT', '/webhooks/ffffffffffffffffffffffff', as(owner, { events: ['bogus'] }));
    expect(updated.status).toBe(422);
  });

  it('allows at most 20 webhooks per site', async () => {
    const site = await api.owner();
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1)
      ids.push((await createWebhook(site, { url: `${receiver.url}/n${i}`, events: ['coupon.*'] })).id);
    const over = await api.request('POST', '/webhooks', as(site, { url: `${receiver.url}/n20`, events: ['*'] }));
    expect(over.status).toBe(422);
    expect(over.body.errors[0].code).toBe('too_many_webhooks');
    expect((await api.request('GET', '/webhooks?per_page=100', as(site))).body).toHaveLength(20);
    // Deleting one makes room again.
    expect((await api.request('DELETE', `/webhooks/${ids[0]}`, as(site))).status).toBe(204);
    expect(
      (await api.request('POST', '/webhooks', as(site, { url: `${receiver.url}/again`, events: ['*'] }))).status,
    ).toBe(201);
  });

  it('refuses http and private, loopback, link-local and metadata addresses when the stage does not allow them', async () => {
    process.env.WEBHOOK_ALLOW_PRIVATE_URLS = 'false';
    try {
      for (const url of [
        'http://example.com/hook',
        'https://127.0.0.1/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://10.1.2.3/x',
        'https://[::1]/x',
        'https://localhost/x',
        'https://user:pw@example.com/x',
        'ftp://example.com/x',
      ]) {
        const res = await api.request('POST', '/webhooks', as(owner, { url, events: ['*'] }));
        expect(res.status, url).toBe(422);
        expect(res.body.errors[0].field).toBe('url');
      }
    } finally {
      process.env.WEBHOOK_ALLOW_PRIVATE_URLS = 'true';
    }
  });

  it('checks the scopes: read_site reads, write_site writes', async () => {
    const reader = await api.siteToken(owner, ['read_site']);
    expect((await api.request('GET', '/webhooks', { token: reader, site: owner.site.id })).status).toBe(200);
    const refused = await api.request('POST', '/webhooks', {
      token: reader,
      site: owner.site.id,
      body: { url: `${receiver.url}/r`, events: ['*'] },
    });
    expect(refused.status).toBe(403);
  });
});

describe('deliveries', () => {
  let site: Owner;
  let webhook: { id: string; secret: string };

  beforeAll(async () => {
    site = await api.owner();
    webhook = await createWebhook(site, { url: `${receiver.url}/all`, events: ['*'] });
  });

  const forSite = (who: Owner, type?: string) => (request: Received) => {
    const body = payload(request);
    return body.data.site_id === who.site.id && (type === undefined || body.type === type);
  };

  it('delivers a change signed as Standard Webhooks, verified with the standardwebhooks package', async () => {
    const started = Date.now();
    const page = await createPage(site, 'Hello events');
    const [request] = await receiver.waitFor(1, forSite(site, 'page.created'));
    expect(request!.at - started).toBeLessThan(2_000);
    const verified = new Verifier(webhook.secret).verify(
      request!.body,
      request!.headers as Record<string, string>,
    ) as ReturnType<typeof payload>;
    expect(verified.type).toBe('page.created');
    expect(verified.data.site_id).toBe(site.site.id);
    expect(verified.data.object).toMatchObject({
      id: page.id,
      title: 'Hello events',
      url: `${api.url}/pages/${page.id}`,
    });
    expect(verified.data.object).not.toHaveProperty('pk');
    expect(verified.data.object).not.toHaveProperty('version');
    expect(verified.timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers['user-agent']).toMatch(/SiteAPI-Webhooks/);
    expect(request!.headers['webhook-id']).toMatch(/^evt_[0-9a-f]{24}$/);
    // A signature under another secret is refused.
    expect(() =>
      new Verifier(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        request!.body,
        request!.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it('sends updates with previous_attributes, and deletes', async () => {
    const page = await createPage(site, 'Before');
    await receiver.waitFor(1, ofType('page.created', page.id));
    expect((await api.request('PATCH', `/pages/${page.id}`, as(site, { title: 'After' }))).status).toBe(200);
    const [updated] = await receiver.waitFor(1, ofType('page.updated', page.id));
    const body = payload(updated!);
    expect(body.data.object.title).toBe('After');
    expect(body.data.previous_attributes).toMatchObject({ title: 'Before' });
    expect(body.data.previous_attributes).not.toHaveProperty('id');

    expect((await api.request('DELETE', `/pages/${page.id}`, as(site))).status).toBe(204);
    const [deleted] = await receiver.waitFor(1, ofType('page.deleted', page.id));
    expect(payload(deleted!).data.object.id).toBe(page.id);
  });

  it('turns a page batch into one page.updated', async () => {
    const page = await createPage(site, 'Batched');
    await receiver.waitFor(1, ofType('page.created', page.id));
    const read = await api.request('GET', `/pages/${page.id}`, as(site));
    const batch = await api.request(
      'POST',
      `/pages/${page.id}/batch`,
      as(
        site,
        {
          operations: [
            { op: 'set', path: '/title', value: 'One' },
            { op: 'set', path: '/title', value: 'Two' },
            { op: 'insert', path: '/locales', value: 'de' },
          ],
        },
        { 'if-match': read.headers.get('etag') as string },
      ),
    );
    expect(batch.status, batch.text).toBe(200);
    await receiver.waitFor(1, ofType('page.updated', page.id));
    // Give a second event time to arrive, if there were one.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const updates = receiver.received.filter(ofType('page.updated', page.id));
    expect(updates).toHaveLength(1);
    expect(payload(updates[0]!).data.object.title).toBe('Two');
  });

  it('emits theme.updated with the item for a change to a theme layout', async () => {
    const theme = await api.request('POST', '/themes', as(site, { name: unique('Theme ') }));
    expect(theme.status).toBe(201);
    await receiver.waitFor(1, ofType('theme.created', theme.body.id));
    const layout = await api.request(
      'POST',
      `/themes/${theme.body.id}/layouts`,
      as(site, { name: 'main', code: '<html>{{ content }}</html>' }),
    );
    expect(layout.status, layout.text).toBeLessThan(300);
    const [event] = await receiver.waitFor(
      1,
      (request) => ofType('theme.updated', theme.body.id)(request) && payload(request).data.item !== undefined,
    );
    expect(payload(event!).data.item).toMatchObject({ kind: 'layout', name: 'main' });
  });

  it('emits the commerce events: a product and a collection created, a checkout as order.created with each product.updated, a transition as order.updated', async () => {
    const collection = await api.request('POST', '/collections', as(site, { name: unique('Collection ') }));
    const product = await api.request(
      'POST',
      '/products',
      as(site, {
        name: unique('Mug '),
        status: 'active',
        price: 12.5,
        inventory_quantity: 5,
        collection_ids: [collection.body.id],
      }),
    );
    expect(product.status, product.text).toBe(201);
    await receiver.waitFor(1, ofType('collection.created', collection.body.id));
    const [created] = await receiver.waitFor(1, ofType('product.created', product.body.id));
    expect(payload(created!).data.object).toMatchObject({ price: 12.5, inventory_quantity: 5 });
    const order = await api.request(
      'POST',
      '/orders',
      as(site, { email: 'events@example.com', line_items: [{ product: product.body.id, quantity: 2 }] }),
    );
    expect(order.status, order.text).toBe(201);
    const [placed] = await receiver.waitFor(1, ofType('order.created', order.body.id));
    expect(payload(placed!).data.object).toMatchObject({
      number: order.body.number,
      total: 25,
      status: 'pending',
      url: `${api.url}/orders/${order.body.id}`,
    });
    expect(payload(placed!).data.object).not.toHaveProperty('taken');
    const [stock] = await receiver.waitFor(
      1,
      (request) =>
        ofType('product.updated', product.body.id)(request) && payload(request).data.object.inventory_quantity === 3,
    );
    expect(payload(stock!).data.previous_attributes).toMatchObject({ inventory_quantity: 5 });
    expect(
      (await api.request('POST', `/orders/${order.body.id}/transitions`, as(site, { status: 'paid' }))).status,
    ).toBe(200);
    // The change that makes an order paid is order.paid (instead of order.updated), once.
    const [paid] = await receiver.waitFor(1, ofType('order.paid', order.body.id));
    expect(payload(paid!).data.object.status).toBe('paid');
    expect(payload(paid!).data.previous_attributes).toMatchObject({ status: 'pending' });
    // Internal items of a checkout (the number claim, the counter) are no events.
    await new Promise((resolve) => setTimeout(resolve, 600));
    const types = receiver.received
      .filter((request) => payload(request).data.site_id === site.site.id)
      .map((request) => payload(request).type);
    expect(types.filter((type) => type.startsWith('order.'))).toEqual(['order.created', 'order.paid']);
  });

  it('never puts secrets in a payload: customers with passwords, sessions and tokens', async () => {
    const password = 'very-secret-password-123';
    const customer = await api.request(
      'POST',
      '/customers',
      as(site, { email: `${unique('c')}@example.com`, password, first_name: 'Ada' }),
    );
    expect(customer.status).toBe(201);
    const login = await api.request('POST', '/customers/login', as(site, { email: customer.body.email, password }));
    expect(login.status).toBe(201);
    const token = await api.siteToken(site, ['read_content']);
    await receiver.waitFor(1, ofType('customer.created', customer.body.id));
    await new Promise((resolve) => setTimeout(resolve, 500));
    const all = receiver.received.filter(forSite(site));
    const text = all.map((request) => request.body).join('\n');
    expect(text).not.toContain(password);
    expect(text).not.toContain('password');
    expect(text).not.toContain(token);
    expect(text).not.toContain(login.body.session_token);
    expect(text).not.toContain(webhook.secret);
    expect(
      all
        .map((request) => payload(request).type)
        .filter((type) => !/^(page|theme|customer|product|collection|order|payment|invoice)\./.test(type)),
    ).toEqual([]);
  });

  it('logs deliveries newest first with a cursor, and shows one with its payload', async () => {
    const who = await api.owner();
    const hook = await createWebhook(who, { url: `${receiver.url}/log`, events: ['coupon.created'] });
    const codes: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const coupon = await api.request(
        'POST',
        '/coupons',
        as(who, { code: unique('LOG'), coupon_type: 'percentage', coupon_percentage: 5 }),
      );
      expect(coupon.status).toBe(201);
      codes.push(coupon.body.id);
      await receiver.waitFor(1, ofType('coupon.created', coupon.body.id));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const first = await eventually(
      () => api.request('GET', `/webhooks/${hook.id}/deliveries?per_page=2`, as(who)),
      (res) =>
        res.status === 200 &&
        res.body.length === 2 &&
        res.body.every((d: { status: string }) => d.status === 'succeeded'),
    );
    expect(first.body[0]).toMatchObject({
      event_type: 'coupon.created',
      status: 'succeeded',
      attempts: 1,
      response_status: 200,
      error: null,
      next_attempt_at: null,
    });
    expect(first.body[0].created_at >= first.body[1].created_at).toBe(true);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeDefined();
    const second = await api.request('GET', new URL(next!).pathname + new URL(next!).search, as(who));
    expect(second.body).toHaveLength(1);
    const all = [...first.body, ...second.body] as { id: string; event_id: string }[];
    expect(new Set(all.map((d) => d.id)).size).toBe(3);

    const one = await api.request('GET', `/webhooks/${hook.id}/deliveries/${all[2]!.id}`, as(who));
    expect(one.status).toBe(200);
    expect(one.body.payload).toMatchObject({
      type: 'coupon.created',
      data: { site_id: who.site.id, object: { id: codes[0] } },
    });
    expect(one.body.event_id).toBe(all[2]!.event_id);

    // The log of another site's webhook, or of an unknown one, is not found.
    expect((await api.request('GET', `/webhooks/${hook.id}/deliveries`, as(owner))).status).toBe(404);
    expect((await api.request('GET', '/webhooks/ffffffffffffffffffffffff/deliveries', as(who))).status).toBe(404);
    expect((await api.request('GET', `/webhooks/${hook.id}/deliveries/ffffffffffffffffffffffff`, as(who))).status).toBe(
      404,
    );
  });

  it('retries a 500 and then succeeds, with the same webhook-id and body', async () => {
    const who = await api.owner();
    const hook = await createWebhook(who, { url: `${receiver.url}/flaky`, events: ['shipping_rate.created'] });
    receiver.respondWith(500);
    const rate = await api.request('POST', '/shipping_rates', as(who, { name: unique('Rate ') }));
    expect(rate.status).toBe(201);
    const attempts = await receiver.waitFor(2, ofType('shipping_rate.created', rate.body.id));
    expect(attempts[0]!.headers['webhook-id']).toBe(attempts[1]!.headers['webhook-id']);
    expect(attempts[0]!.body).toBe(attempts[1]!.body);
    for (const attempt of attempts)
      expect(() =>
        new Verifier(hook.secret).verify(attempt.body, attempt.headers as Record<string, string>),
      ).not.toThrow();
    const log = await eventually(
      () => api.request('GET', `/webhooks/${hook.id}/deliveries`, as(who)),
      (res) => res.body[0]?.status === 'succeeded',
    );
    expect(log.body[0]).toMatchObject({ attempts: 2, response_status: 200, error: null });
  });

  it('retries a refused connection on the schedule, then marks the delivery failed; redeliver tries again', async () => {
    const who = await api.owner();
    const port = await closedPort();
    const hook = await createWebhook(who, { url: `http://127.0.0.1:${port}/down`, events: ['coupon.*'] });
    const coupon = await api.request(
      'POST',
      '/coupons',
      as(who, { code: unique('DOWN'), coupon_type: 'percentage', coupon_percentage: 5 }),
    );
    expect(coupon.status).toBe(201);
    const failed = await eventually(
      () => api.request('GET', `/webhooks/${hook.id}/deliveries`, as(who)),
      (res) => res.body[0]?.status === 'failed',
    );
    // Two retries: three attempts in all.
    expect(failed.body[0]).toMatchObject({
      attempts: 3,
      status: 'failed',
      response_status: null,
      next_attempt_at: null,
    });
    expect(failed.body[0].error).toMatch(/ECONNREFUSED/);

    // The receiver is up again at another address: point the webhook there and redeliver.
    expect((await api.request('PUT', `/webhooks/${hook.id}`, as(who, { url: `${receiver.url}/up` }))).status).toBe(200);
    const redelivered = await api.request(
      'POST',
      `/webhooks/${hook.id}/deliveries/${failed.body[0].id}/redeliver`,
      as(who),
    );
    expect(redelivered.status).toBe(202);
    expect(redelivered.body.status).toBe('pending');
    const [request] = await receiver.waitFor(1, ofType('coupon.created', coupon.body.id));
    expect(request!.headers['webhook-id']).toBe(failed.body[0].event_id);
    const done = await eventually(
      () => api.request('GET', `/webhooks/${hook.id}/deliveries/${failed.body[0].id}`, as(who)),
      (res) => res.body.status === 'succeeded',
    );
    expect(done.body.attempts).toBe(4);
  });

  it('deactivates a webhook whose deliveries have all failed for the set span, and a success resets the clock', async () => {
    process.env.WEBHOOK_DISABLE_AFTER_HOURS = String(0.4 / 3600); // 0.4 s: the three attempts span at least 0.6 s
    try {
      const who = await api.owner();
      const hook = await createWebhook(who, {
        url: `http://127.0.0.1:${await closedPort()}/down`,
        events: ['coupon.*'],
      });
      const healthy = await createWebhook(who, { url: `${receiver.url}/healthy`, events: ['coupon.*'] });
      const coupon = await api.request(
        'POST',
        '/coupons',
        as(who, { code: unique('OFF'), coupon_type: 'percentage', coupon_percentage: 5 }),
      );
      expect(coupon.status).toBe(201);
      const off = await eventually(
        () => api.request('GET', `/webhooks/${hook.id}`, as(who)),
        (res) => res.body.active === false,
      );
      expect(off.body.active).toBe(false);
      const log = await eventually(
        () => api.request('GET', `/webhooks/${hook.id}/deliveries`, as(who)),
        (res) => res.body[0]?.status === 'failed',
      );
      expect(log.body[0].attempts).toBe(3);
      expect((await api.request('GET', `/webhooks/${healthy.id}`, as(who))).body.active).toBe(true);
      // Turned back on, it is active again and later events reach it (here: nothing listens, so they fail again).
      expect((await api.request('PUT', `/webhooks/${hook.id}`, as(who, { active: true }))).body.active).toBe(true);
    } finally {
      delete process.env.WEBHOOK_DISABLE_AFTER_HOURS;
    }
  });

  it('pings a webhook whatever its filter', async () => {
    const who = await api.owner();
    const hook = await createWebhook(who, { url: `${receiver.url}/ping`, events: ['checkout_profile.deleted'] });
    const ping = await api.request('POST', `/webhooks/${hook.id}/ping`, as(who));
    expect(ping.status).toBe(202);
    expect(ping.body).toMatchObject({ event_type: 'ping', status: 'pending', attempts: 0 });
    const [request] = await receiver.waitFor(
      1,
      (r) => payload(r).type === 'ping' && payload(r).data.site_id === who.site.id,
    );
    const verified = new Verifier(hook.secret).verify(
      request!.body,
      request!.headers as Record<string, string>,
    ) as ReturnType<typeof payload>;
    expect(verified.data.object).toEqual({ webhook_id: hook.id });
    expect((await api.request('POST', '/webhooks/ffffffffffffffffffffffff/ping', as(who))).status).toBe(404);
  });

  it('signs with both secrets after a rotation', async () => {
    const who = await api.owner();
    const hook = await createWebhook(who, { url: `${receiver.url}/rotate`, events: ['blog.created'] });
    const rotated = await api.request('POST', `/webhooks/${hook.id}/rotate_secret`, as(who));
    const blog = await api.request('POST', '/blogs', as(who, { name: unique('Blog ') }));
    expect(blog.status).toBe(201);
    const [request] = await receiver.waitFor(1, ofType('blog.created', blog.body.id));
    expect((request!.headers['webhook-signature'] as string).split(' ')).toHaveLength(2);
    for (const secret of [hook.secret, rotated.body.secret]) {
      expect(() =>
        new Verifier(secret).verify(request!.body, request!.headers as Record<string, string>),
      ).not.toThrow();
    }
  });
});

describe('filters and isolation', () => {
  it('delivers only the types a webhook asks for, only to active webhooks, only of its own site', async () => {
    const a = await api.owner();
    const b = await api.owner();
    const pagesOnly = await createWebhook(a, { url: `${receiver.url}/pages-only`, events: ['page.*'] });
    const exact = await createWebhook(a, { url: `${receiver.url}/exact`, events: ['coupon.deleted'] });
    const inactive = await createWebhook(a, { url: `${receiver.url}/inactive`, events: ['*'], active: false });
    const everything = await createWebhook(b, { url: `${receiver.url}/b-all`, events: ['*'] });

    const page = await createPage(a);
    const coupon = await api.request(
      'POST',
      '/coupons',
      as(a, { code: unique('F'), coupon_type: 'percentage', coupon_percentage: 5 }),
    );
    expect((await api.request('DELETE', `/coupons/${coupon.body.id}`, as(a))).status).toBe(204);
    const bPage = await createPage(b);
    await receiver.waitFor(1, ofType('page.created', page.id));
    await receiver.waitFor(1, ofType('coupon.deleted', coupon.body.id));
    await receiver.waitFor(1, ofType('page.created', bPage.id));
    await new Promise((resolve) => setTimeout(resolve, 600));

    const logOf = async (who: Owner, id: string) =>
      (await api.request('GET', `/webhooks/${id}/deliveries`, as(who))).body as { event_type: string }[];
    expect((await logOf(a, pagesOnly.id)).map((d) => d.event_type)).toEqual(['page.created']);
    expect((await logOf(a, exact.id)).map((d) => d.event_type)).toEqual(['coupon.deleted']);
    expect(await logOf(a, inactive.id)).toEqual([]);
    // Site b's webhook saw its own page and nothing of site a.
    expect((await logOf(b, everything.id)).map((d) => d.event_type)).toEqual(['page.created']);
    const toB = receiver.received.filter((request) => request.path === '/b-all');
    expect(toB.map((request) => payload(request).data.site_id)).toEqual([b.site.id]);
    expect(receiver.received.filter((request) => request.path === '/inactive')).toEqual([]);
    expect(
      receiver.received.filter((request) => request.path === '/pages-only').map((request) => payload(request).type),
    ).toEqual(['page.created']);
  });
});
