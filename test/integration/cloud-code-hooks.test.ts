import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useApi, type Owner } from '../helpers/api.js';

// Cloud code: hooks on entries, customers, products, coupons and orders (before: inside the write's
// request; after: from the event pipeline through the work queue), jobs, schedules and logs, over
// the real local server with its stream worker, queues and scheduler.

// A before-hook has 1 s by default; a loaded test machine needs more for the first run of a thread.
vi.hoisted(() => {
  process.env.CLOUD_CODE_BEFORE_HOOK_TIMEOUT_MS = '8000';
});

const api = useApi({ events: true, queues: true });
let owner: Owner;
const as = (extra: Record<string, unknown> = {}) => ({ token: owner.token, site: owner.site.id, ...extra });

/** Polls `read` until `done` holds (the stream, the queue and the sandbox are asynchronous). */
const eventually = async <T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const CODE = (at: string) => String.raw`
cloud.before('entry.create', 'posts', async (req) => {
  const title = req.object.fields.title;
  if (!title) throw new cloud.Error('title_required', 'A post needs a title', 'fields.title');
  req.object.fields.title = title.trim().toUpperCase();
  req.object.fields.slugged = title.trim().toLowerCase().replace(/\s+/g, '-');
});
cloud.before('entry.delete', 'posts', async (req) => {
  if (req.object.fields.locked) throw new cloud.Error(409, 'locked', 'This post is locked');
});
cloud.after('entry.create', 'posts', async (req) => {
  console.log('audit ' + req.object.id);
  await site.entries('audit').create({ fields: { title: 'created ' + req.object.id } });
});
cloud.before('customer.create', async (req) => {
  if ('password' in req.object) throw new Error('the password reached the hook');
  if (req.object.email.endsWith('@blocked.example')) throw new cloud.Error('email_blocked', 'This address is blocked', 'email');
  req.object.first_name = (req.object.first_name || 'anonymous').toUpperCase();
});
// Writes what it watches: each run is one level deeper, and the change 3 deep runs no hook.
cloud.after('customer.update', async (req) => {
  await site.customers.update(req.object.id, { last_name: req.object.last_name + '!' });
});
cloud.before('coupon.create', async (req) => {
  req.object.code = req.object.code.toUpperCase();
  req.object.name = 'Hooked ' + req.object.code;
});
cloud.before('product.update', async (req) => {
  if (req.object.price < req.original.price / 2) throw new cloud.Error('price_drop', 'At most half off', 'price');
  req.object.name = req.object.name.trim() + ' (checked)';
});
cloud.before('product.delete', async (req) => {
  if (req.object.status === 'active') throw new cloud.Error(409, 'product_active', 'Archive it first');
});
cloud.after('order.create', async (req) => {
  await site.entries('audit').create({ fields: { title: 'order ' + req.object.number + ' of ' + req.object.total } });
});
cloud.job('count', async (req) => {
  const posts = await site.entries('posts').list({ per_page: 100 });
  console.log('counted ' + posts.length + ' from ' + req.params.from);
  return { count: posts.length, from: req.params.from };
});
cloud.schedule('count', { at: '${at}' }, { from: 'schedule' });
`;

beforeAll(async () => {
  owner = await api.owner();
  for (const name of ['Posts', 'Audit']) {
    const made = await api.request(
      'POST',
      '/channels',
      as({
        body: {
          name,
          slug: name.toLowerCase(),
          customizations: [
            { name: 'title', type: 'string' },
            { name: 'slugged', type: 'string' },
            { name: 'locked', type: 'boolean' },
          ],
        },
      }),
    );
    if (made.status !== 201) throw new Error(made.text);
  }
  const at = new Date(Date.now() + 10_000).toISOString().replace(/\.\d+Z$/, 'Z');
  const deployed = await api.request(
    'POST',
    '/cloud_code/deployments',
    as({
      body: {
        files: [{ name: 'hooks.js', code: CODE(at) }],
        scopes: ['read_channels', 'write_channels', 'read_customers', 'write_customers'],
      },
    }),
  );
  if (deployed.status !== 201) throw new Error(deployed.text);
});

describe('cloud code hooks, jobs and schedules', () => {
  it('rejects a write in a before-hook (nothing stored) and rewrites the fields of another', async () => {
    const refused = await api.request('POST', '/channels/posts/entries', as({ body: { fields: { title: '' } } }));
    expect(refused.status, refused.text).toBe(422);
    expect(refused.body).toEqual({
      code: 'title_required',
      message: 'A post needs a title',
      errors: [{ field: 'fields.title', message: 'A post needs a title', code: 'title_required' }],
    });
    expect((await api.request('GET', '/channels/posts/entries', as())).body).toEqual([]);

    const made = await api.request(
      'POST',
      '/channels/posts/entries',
      as({ body: { fields: { title: '  Hello world ' } } }),
    );
    expect(made.status, made.text).toBe(201);
    expect(made.body.fields).toEqual({ title: 'HELLO WORLD', slugged: 'hello-world' });
    expect((await api.request('GET', `/channels/posts/entries/${made.body.id}`, as())).body.fields).toEqual({
      title: 'HELLO WORLD',
      slugged: 'hello-world',
    });

    const locked = await api.request(
      'POST',
      '/channels/posts/entries',
      as({ body: { fields: { title: 'Keep', locked: true } } }),
    );
    const deleteRefused = await api.request('DELETE', `/channels/posts/entries/${locked.body.id}`, as());
    expect(deleteRefused.status).toBe(409);
    expect(deleteRefused.body.code).toBe('locked');
    expect((await api.request('GET', `/channels/posts/entries/${locked.body.id}`, as())).status).toBe(200);

    // The after-hook ran once per created post (the stream delivers at least once; the hook ran once here).
    const audit = await eventually(
      () => api.request('GET', '/channels/audit/entries', as()),
      (res) => res.body.length >= 2,
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await api.queues?.idle();
    const titles = (await api.request('GET', '/channels/audit/entries', as())).body
      .map((entry: { fields: { title: string } }) => entry.fields.title)
      .sort();
    expect(audit.status).toBe(200);
    expect(titles).toEqual([`created ${made.body.id}`, `created ${locked.body.id}`].sort());
    const logs = await api.request('GET', '/cloud_code/logs?trigger=after_hook', as());
    expect(logs.body).toHaveLength(2);
    expect(logs.body[0]).toMatchObject({
      name: 'entry.create:posts',
      status: 'ok',
      logs: [{ level: 'log', message: expect.stringMatching(/^audit [0-9a-f]{24}$/) }],
    });
    const before = await api.request('GET', '/cloud_code/logs?trigger=before_hook&status=rejected', as());
    expect(before.body.map((log: { name: string }) => log.name).sort()).toEqual([
      'entry.create:posts',
      'entry.delete:posts',
    ]);
  }, 30_000);

  it('runs before-hooks on customers, coupons and products, after-hooks on orders, and stops a hook feeding itself 3 deep', async () => {
    // Customers: rejected with the hook's field (nothing stored), or changed; the hook never sees the password.
    const blocked = await api.request(
      'POST',
      '/customers',
      as({ body: { email: 'eve@blocked.example', password: 'secret-123' } }),
    );
    expect(blocked.status, blocked.text).toBe(422);
    expect(blocked.body).toEqual({
      code: 'email_blocked',
      message: 'This address is blocked',
      errors: [{ field: 'email', message: 'This address is blocked', code: 'email_blocked' }],
    });
    expect((await api.request('GET', '/customers?where[email]=eve@blocked.example', as())).body).toEqual([]);
    const ada = await api.request(
      'POST',
      '/customers',
      as({ body: { email: 'ada@example.com', password: 'secret-123', first_name: 'Ada', last_name: 'Lovelace' } }),
    );
    expect(ada.status, ada.text).toBe(201);
    expect(ada.body).toMatchObject({ first_name: 'ADA', last_name: 'Lovelace' });
    const login = await api.request(
      'POST',
      '/customers/login',
      as({ body: { email: 'ada@example.com', password: 'secret-123' } }),
    );
    expect(login.status, login.text).toBe(201);

    // Coupons: what the hook leaves is written (and validated as a client's body would be).
    const coupon = await api.request(
      'POST',
      '/coupons',
      as({ body: { code: 'spring', coupon_type: 'percentage', coupon_percentage: 10 } }),
    );
    expect(coupon.status, coupon.text).toBe(201);
    expect(coupon.body).toMatchObject({ code: 'SPRING', name: 'Hooked SPRING', coupon_percentage: 10 });

    // Products: an update sees the original, may be refused (nothing stored) or changed; a delete may be refused.
    const product = await api.request(
      'POST',
      '/products',
      as({ body: { name: 'Mug', price: 10, status: 'active', inventory_quantity: 5 } }),
    );
    expect(product.status, product.text).toBe(201);
    const halved = await api.request('PUT', `/products/${product.body.id}`, as({ body: { price: 4 } }));
    expect(halved.status, halved.text).toBe(422);
    expect(halved.body.errors).toEqual([{ field: 'price', message: 'At most half off', code: 'price_drop' }]);
    const renamed = await api.request(
      'PUT',
      `/products/${product.body.id}`,
      as({ body: { name: ' Big mug ', price: 8 } }),
    );
    expect(renamed.body).toMatchObject({ name: 'Big mug (checked)', price: 8 });
    expect((await api.request('DELETE', `/products/${product.body.id}`, as())).body.code).toBe('product_active');
    expect((await api.request('GET', `/products/${product.body.id}`, as())).body).toMatchObject({
      name: 'Big mug (checked)',
      price: 8,
      inventory_quantity: 5,
    });

    // Orders: the after-hook runs once for the placed order, from the event pipeline.
    const order = await api.request(
      'POST',
      '/orders',
      as({
        body: { email: 'ada@example.com', coupon: 'spring', line_items: [{ product: product.body.id, quantity: 2 }] },
      }),
    );
    expect(order.status, order.text).toBe(201);
    // A hook writing what it watches: the client's change (depth 0) and the hooks' own (1, 2) run it; the change 3 deep does not.
    expect((await api.request('PUT', `/customers/${ada.body.id}`, as({ body: { last_name: 'King' } }))).status).toBe(
      200,
    );

    const audit = await eventually(
      () => api.request('GET', '/channels/audit/entries?per_page=100', as()),
      (res) => res.body.some((entry: { fields: { title: string } }) => entry.fields.title.startsWith('order ')),
    );
    const customer = await eventually(
      () => api.request('GET', `/customers/${ada.body.id}`, as()),
      (res) => res.body.last_name === 'King!!!',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    await api.queues?.idle();
    expect(
      audit.body
        .filter((entry: { fields: { title: string } }) => entry.fields.title.startsWith('order '))
        .map((entry: { fields: { title: string } }) => entry.fields.title),
    ).toEqual([`order ${order.body.number} of ${order.body.total}`]);
    expect(customer.body.last_name).toBe('King!!!');
    expect((await api.request('GET', `/customers/${ada.body.id}`, as())).body.last_name).toBe('King!!!');
    const runs = await api.request('GET', '/cloud_code/logs?trigger=after_hook&name=customer.update', as());
    expect(runs.body.map((log: { status: string }) => log.status)).toEqual(['ok', 'ok', 'ok']);
  }, 60_000);

  it('runs a job through the queue and a scheduled one when its time comes, with their logs', async () => {
    const started = await api.request('POST', '/jobs/count', as({ body: { from: 'api' } }));
    expect(started.status, started.text).toBe(202);
    expect(started.body).toMatchObject({ name: 'count', status: 'queued', trigger: 'api' });
    expect(started.headers.get('location')).toBe(started.body.url);
    const run = await eventually(
      () => api.request('GET', `/jobs/${started.body.id}`, as()),
      (res) => ['succeeded', 'failed'].includes(res.body.status),
    );
    expect(run.body).toMatchObject({
      status: 'succeeded',
      result: { count: 2, from: 'api' },
      error: null,
      started_at: expect.any(String),
      finished_at: expect.any(String),
    });
    expect((await api.request('POST', '/jobs/missing', as({ body: {} }))).status).toBe(404);

    const scheduled = await eventually(
      () => api.request('GET', '/cloud_code/logs?trigger=job&name=count', as()),
      (res) => res.body.length >= 2,
      30_000,
    );
    // The schedule fires 10 s after the deployment, whatever the posts are by then.
    expect(scheduled.body.map((log: { logs: { message: string }[] }) => log.logs[0]?.message).sort()).toEqual([
      'counted 2 from api',
      expect.stringMatching(/^counted \d+ from schedule$/),
    ]);
  }, 60_000);
});
