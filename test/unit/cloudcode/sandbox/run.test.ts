import { describe, expect, it } from 'vitest';
import type { SandboxJob } from '../../../../lib/cloudcode/sandbox/protocol.js';
import { runSandbox, type HostIo } from '../../../../lib/cloudcode/sandbox/run.js';

// The sandbox on its own, with stand-ins for the SDK and fetch (the real ones are in the integration tests).
const limits = {
  timeoutMs: 3000,
  memoryBytes: 16 << 20,
  stackBytes: 256 << 10,
  outputBytes: 1024,
  logLines: 3,
  logLineBytes: 16,
  fetchCalls: 1,
  fetchTimeoutMs: 100,
  fetchBytes: 1024,
  sdkCalls: 2,
};
const calls: unknown[] = [];
const io: HostIo = {
  sdk: async (request) => {
    calls.push(request);
    return (request as { id?: string }).id === 'missing'
      ? { error: { status: 404, code: 'not_found', message: 'Entry not found' } }
      : { ok: { echoed: request } };
  },
  fetch: async () => ({ ok: { status: 201, headers: { 'x-a': '1' }, body: '{"fine":true}' } }),
};
const run = (
  code: string,
  entry: SandboxJob['entry'] = { type: 'function', name: 'f' },
  request: unknown = { params: { n: 2 } },
  files: { name: string; code: string }[] = [],
  timeoutMs = limits.timeoutMs,
) =>
  runSandbox(
    {
      files: [{ name: 'main.js', code }, ...files],
      entry,
      request,
      secrets: { KEY: 'k' },
      limits: { ...limits, timeoutMs },
      depth: 1,
      fetchAllowHosts: [],
    },
    io,
  );

describe('runSandbox', () => {
  it('runs a function with its request, secrets, require of its own files, crypto, the SDK and fetch', async () => {
    const outcome = await run(
      String.raw`
      const { twice } = require('./lib/math');
      cloud.define('f', async (req) => {
        const entry = await site.entries('news').get('e1');
        const res = await fetch('https://example.com/', { method: 'post', body: { a: 1 } });
        const digest = await crypto.subtle.digest('SHA-256', 'abc');
        let missing; try { await site.entries('news').get('missing'); } catch (e) { missing = [e.name, e.status, e.code]; }
        return { n: twice(req.params.n), key: secrets.KEY, frozen: Object.isFrozen(secrets), entry, status: res.status, header: res.headers.get('X-A'), json: await res.json(),
          digest: new Uint8Array(digest)[0], uuid: /^[0-9a-f-]{36}$/.test(crypto.randomUUID()), missing, noTimers: typeof setTimeout, noRequire: typeof __cc_host };
      });`,
      undefined,
      undefined,
      [{ name: 'lib/math.js', code: 'exports.twice = (n) => n * 2;' }],
    );
    expect(outcome).toMatchObject({ status: 'ok', sdkCalls: 2, fetchCalls: 1 });
    expect(outcome.result).toEqual({
      n: 4,
      key: 'k',
      frozen: true,
      entry: { echoed: { resource: 'entries', channel: 'news', action: 'get', id: 'e1' } },
      status: 201,
      header: '1',
      json: { fine: true },
      digest: 0xba,
      uuid: true,
      missing: ['SiteApiError', 404, 'not_found'],
      noTimers: 'undefined',
      noRequire: 'undefined',
    });
  });

  it('reads what the top levels register, and points a syntax error at its file, line and column', async () => {
    const manifest = await run(
      "cloud.define('f', () => 1); cloud.job('j', () => 2); cloud.before('customer.update', (r) => r); cloud.after('entry.delete', 'news', () => 0); cloud.schedule('j', { every: '0 * * * *' }, { a: 1 });",
      { type: 'validate' },
    );
    expect(manifest.result).toEqual({
      functions: ['f'],
      jobs: ['j'],
      schedules: [{ job: 'j', every: '0 * * * *', params: { a: 1 } }],
      hooks: [
        { when: 'before', event: 'customer.update', channel: null },
        { when: 'after', event: 'entry.delete', channel: 'news' },
      ],
    });
    const broken = await run('cloud.define("f", () => 1);\n  let x = (1 + ;', { type: 'validate' });
    expect(broken).toMatchObject({
      status: 'error',
      error: { name: 'SyntaxError', file: 'main.js', line: 2, column: 16 },
    });
    const misuse = await run("cloud.before('order.create', () => 1)", { type: 'validate' });
    expect(misuse).toMatchObject({
      status: 'error',
      error: { name: 'TypeError', message: 'cloud.before: orders take after hooks only' },
    });
  });

  it('answers a before-hook with the object as the hook left it, and a cloud.Error as a rejection (422 by default)', async () => {
    const hook =
      "cloud.before('entry.create', 'news', async (req) => { if (!req.object.fields.title) throw new cloud.Error('title_required', 'No title', 'fields.title'); req.object.fields.title += '!'; });";
    expect(
      (
        await run(
          hook,
          { type: 'before', event: 'entry.create', channel: 'news' },
          { object: { fields: { title: 'Hi' } } },
        )
      ).result,
    ).toEqual({ fields: { title: 'Hi!' } });
    expect(
      (await run(hook, { type: 'before', event: 'entry.create', channel: 'news' }, { object: { fields: {} } }))
        .rejection,
    ).toEqual({ status: 422, code: 'title_required', message: 'No title', field: 'fields.title' });
  });

  it('stops at each limit with its status: time, memory, stack, SDK calls, fetch calls, output; keeps 3 log lines of 16 bytes', async () => {
    // One after the other: a busy guest holds this thread (in production each runs in its own thread or Lambda).
    const time = await run("cloud.define('f', () => { for (;;) {} })", undefined, undefined, [], 300);
    const [memory, stack, sdk, fetches, output, logs] = [
      await run("cloud.define('f', () => { const a = []; for (;;) a.push(new ArrayBuffer(1 << 22)); })"),
      await run("cloud.define('f', () => { const r = () => r() + 1; return r(); })"),
      await run(
        "cloud.define('f', async () => { for (let i = 0; i < 5; i++) { try { await site.products.list(); } catch (e) {} } return 'went on'; })",
      ),
      await run(
        "cloud.define('f', async () => { await fetch('https://a.example/'); await fetch('https://b.example/'); })",
      ),
      await run("cloud.define('f', () => 'x'.repeat(2000))"),
      await run(
        "cloud.define('f', () => { for (let i = 0; i < 50; i++) console.log('line number ' + i + ' is long'); return 'ok'; })",
      ),
    ];
    expect([time.status, memory.status, stack.status, sdk.status, fetches.status, output.status, logs.status]).toEqual([
      'timeout',
      'memory',
      'memory',
      'limit',
      'limit',
      'limit',
      'ok',
    ]);
    expect(logs.logs).toEqual([
      { level: 'log', message: 'line number 0 is…' },
      { level: 'log', message: 'line number 1 is…' },
      { level: 'log', message: 'line number 2 is…' },
      { level: 'warn', message: '… 47 more log lines dropped (limit 3)' },
    ]);
  });

  it('hands back JSON only: __proto__ keys are dropped and nothing of the host can be reached', async () => {
    const outcome = await run(
      'cloud.define(\'f\', () => { Object.prototype.bad = 1; return JSON.parse(\'{"__proto__": {"bad": 2}, "ok": 1}\'); })',
    );
    expect(outcome.result).toEqual({ ok: 1 });
    expect(({} as Record<string, unknown>).bad).toBeUndefined();
    expect((await run("cloud.define('f', () => ({}).bad ?? 'clean')")).result).toBe('clean');
  });

  it("cuts an uncaught error's message to 4 KB, so its log line, the Lambda answer and a queue message stay within their limits", async () => {
    const outcome = await run("cloud.define('f', () => { throw new Error('e'.repeat(2_000_000)); });");
    expect(outcome.status).toBe('error');
    expect(outcome.error?.message.length).toBe(4_097);
    expect(outcome.error?.message.endsWith('e…')).toBe(true);
    expect(JSON.stringify(outcome).length).toBeLessThan(20_000);
  });
});
