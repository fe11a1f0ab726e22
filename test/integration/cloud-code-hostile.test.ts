import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useApi, type ApiResponse, type Owner } from '../helpers/api.js';

// Cloud code: hostile cloud code, each case answered with its error code while the server keeps
// serving other calls at once. Short limits keep the file fast (the defaults are 10 s and 64 MB).
vi.hoisted(() => {
  process.env.CLOUD_CODE_FUNCTION_TIMEOUT_MS = '4000';
  process.env.CLOUD_CODE_MEMORY_MB = '16';
  // The API itself, by name: a function calling itself through fetch reaches it; 127.0.0.1 stays refused.
  process.env.CLOUD_CODE_FETCH_ALLOW_HOSTS = 'localhost';
  process.env.RATE_LIMIT_PER_MINUTE = '100000';
  // Four hostile calls at once each hold a thread; the calls served meanwhile get threads of their own.
  process.env.CLOUD_CODE_LOCAL_WORKERS = '6';
});

const api = useApi();
let owner: Owner;
let stranger: Owner;
let strangerEntry: { channel: string; id: string };
const as = (extra: Record<string, unknown> = {}) => ({ token: owner.token, site: owner.site.id, ...extra });
const call = (name: string, body: unknown = {}) => api.request('POST', `/functions/${name}`, as({ body }));

const HOSTILE = String.raw`
cloud.define('spin', async () => { while (true) {} });
cloud.define('hog', async () => { const kept = []; for (;;) kept.push(new ArrayBuffer(1 << 22)); });
cloud.define('recurse', async () => { const down = (n) => down(n + 1) + 1; return down(0); });
cloud.define('redos', async () => /^(a+)+$/.test('a'.repeat(40) + 'b'));
cloud.define('chatty', async () => { for (let i = 0; i < 10000; i++) console.log('line ' + i); return { done: true }; });
cloud.define('huge', async () => 'x'.repeat(1100 * 1024));
cloud.define('probe', async () => {
  const refused = [];
  for (const url of ['http://127.0.0.1/', 'https://127.0.0.1/', 'http://169.254.169.254/latest/meta-data/', 'https://169.254.169.254/', 'https://10.0.0.1/', 'https://[::1]/', 'https://192.0.2.1/']) {
    try { await fetch(url); refused.push('reached ' + url); } catch (error) { refused.push(error.message); }
  }
  return refused;
});
cloud.define('manyFetches', async () => { for (let i = 0; i < 20; i++) { try { await fetch('https://10.0.0.1/'); } catch (e) {} } return 'unreachable'; });
cloud.define('uncaughtFetch', async () => fetch('http://169.254.169.254/'));
cloud.define('peek', async (req) => {
  try { return { got: await site.entries(req.params.channel).get(req.params.id) }; } catch (error) { return { status: error.status, code: error.code }; }
});
cloud.define('escalate', async () => {
  const out = {};
  for (const [name, attempt] of [['create', () => site.entries('notes').create({ fields: { title: 'x' } })], ['products', () => site.products.list()], ['customers', () => site.customers.create({ email: 'x@example.com' })]]) {
    try { await attempt(); out[name] = 'allowed'; } catch (error) { out[name] = error.status + ' ' + error.code; }
  }
  return out;
});
cloud.define('pollute', async (req) => {
  req.params.__proto__.polluted = 'yes';
  Object.prototype.polluted2 = 'yes';
  Array.prototype.push = () => 0;
  JSON.parse = () => ({ hijacked: true });
  return JSON.stringify === undefined ? {} : { __proto__: { polluted: 'yes' }, plain: 1, constructor: { prototype: { polluted: 'yes' } } };
});
cloud.define('clean', async (req) => ({ polluted: ({}).polluted ?? null, polluted2: ({}).polluted2 ?? null, params: req.params }));
cloud.define('loop', async (req) => {
  const res = await fetch(req.params.url, { method: 'POST', headers: { authorization: 'Bearer ' + secrets.TOKEN, 'content-type': 'application/json' }, body: JSON.stringify(req.params) });
  return { status: res.status, body: await res.json() };
});
`;

const expectCode = (res: ApiResponse, status: number, code: string) => {
  expect(res.status, res.text).toBe(status);
  expect(res.body).toMatchObject({ code });
  // Generic, never the code's own message or stack.
  expect(res.text).not.toMatch(/main\.js|while|ArrayBuffer/);
};

beforeAll(async () => {
  [owner, stranger] = await Promise.all([api.owner(), api.owner()]);
  const deployed = await api.request(
    'POST',
    '/cloud_code/deployments',
    as({ body: { files: [{ name: 'main.js', code: HOSTILE }], scopes: ['read_channels'] } }),
  );
  if (deployed.status !== 201) throw new Error(deployed.text);
  const token = await api.siteToken(owner, ['public']);
  await api.request('PUT', '/cloud_code/secrets/TOKEN', as({ body: { value: token } }));
  const channel = await api.request('POST', '/channels', {
    token: stranger.token,
    site: stranger.site.id,
    body: { name: 'Private', customizations: [{ name: 'title', type: 'string' }] },
  });
  const entry = await api.request('POST', `/channels/${channel.body.id}/entries`, {
    token: stranger.token,
    site: stranger.site.id,
    body: { fields: { title: 'secret' } },
  });
  strangerEntry = { channel: channel.body.id, id: entry.body.id };
  await api.request(
    'POST',
    '/channels',
    as({ body: { name: 'Notes', slug: 'notes', customizations: [{ name: 'title', type: 'string' }] } }),
  );
  // Start the sandbox threads now (as `npm start` starts its first at boot), not during the timed test.
  await Promise.all(Array.from({ length: 6 }, () => call('clean')));
});

describe('hostile cloud code', () => {
  it('stops CPU, memory and stack abuse with their codes while other calls are served at once', async () => {
    const page = await api.request('POST', '/pages', as({ body: { title: 'Still here' } }));
    const started = performance.now();
    const hostile = Promise.all([call('spin'), call('hog'), call('recurse'), call('redos')]);
    // Meanwhile: the same site's reads and a well-behaved function, answered before the hostile ones end.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const served = await Promise.all([api.request('GET', `/pages/${page.body.id}`, as()), call('clean', { ok: 1 })]);
    const servedAfter = performance.now() - started;
    expect(served.map((res) => res.status)).toEqual([200, 200]);
    const [spin, hog, recurse, redos] = await hostile;
    const hostileAfter = performance.now() - started;
    expectCode(spin, 504, 'cloud_code_timeout');
    expectCode(hog, 500, 'cloud_code_memory');
    expectCode(recurse, 500, 'cloud_code_memory');
    expectCode(redos, 504, 'cloud_code_timeout');
    expect(servedAfter).toBeLessThan(hostileAfter);
    // Right after, the sandbox serves again.
    expect((await call('clean')).status).toBe(200);
    const logs = await api.request('GET', '/cloud_code/logs?name=spin', as());
    expect(logs.body[0]).toMatchObject({
      trigger: 'function',
      name: 'spin',
      status: 'timeout',
      error: { message: expect.any(String) },
    });
  }, 30_000);

  it('drops log lines past 100 with a marker, and stops output, fetch and SDK abuse with cloud_code_limit', async () => {
    const chatty = await call('chatty');
    expect(chatty.status).toBe(200);
    const [log] = (await api.request('GET', '/cloud_code/logs?name=chatty', as())).body;
    expect(log.logs).toHaveLength(101);
    expect(log.logs[100]).toEqual({ level: 'warn', message: '… 9900 more log lines dropped (limit 100)' });
    expectCode(await call('huge'), 500, 'cloud_code_limit');
    expectCode(await call('manyFetches'), 500, 'cloud_code_limit');
  });

  it('never fetches loopback, metadata, private or documentation addresses', async () => {
    const probe = await call('probe');
    expect(probe.status).toBe(200);
    expect(probe.body).toHaveLength(7);
    for (const message of probe.body)
      expect(message).toMatch(/^fetch failed: the URL must (not point to a private or local address|use https)$/);
    expectCode(await call('uncaughtFetch'), 500, 'cloud_code_error');
  });

  it("keeps the SDK to its own site and its deployment's scopes", async () => {
    expect((await call('peek', strangerEntry)).body).toEqual({ status: 404, code: 'not_found' });
    expect((await call('escalate')).body).toEqual({
      create: '403 insufficient_scope',
      products: '403 insufficient_scope',
      customers: '403 insufficient_scope',
    });
  });

  it('gives the host nothing to pollute: every invocation starts clean', async () => {
    const polluted = await call('pollute', { a: 1 });
    expect(polluted.status, polluted.text).toBe(200);
    expect(polluted.body).toEqual({ plain: 1, constructor: { prototype: { polluted: 'yes' } } });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect((await call('clean', { b: 2 })).body).toEqual({ polluted: null, polluted2: null, params: { b: 2 } });
  });

  it('stops a function calling itself through the API at depth 4 with cloud_code_limit', async () => {
    const url = `${api.url.replace('127.0.0.1', 'localhost')}/functions/loop`;
    const res = await call('loop', { url });
    expect(res.status, res.text).toBe(200);
    let level = res.body;
    let depth = 1;
    while (level.body?.body) {
      level = level.body;
      depth += 1;
    }
    expect(depth).toBe(3);
    expect(level).toEqual({ status: 500, body: { code: 'cloud_code_limit', message: expect.any(String) } });
  });
});
