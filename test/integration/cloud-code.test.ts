import { beforeAll, describe, expect, it } from 'vitest';
import { forgetSiteCode } from '../../lib/cloudcode/state.js';
import { useApi, type Owner } from '../helpers/api.js';

// Cloud code: deployments, functions, secrets, logs and jobs over the real local server (the sandbox
// in its worker threads). Hostile code is in cloud-code-hostile.test.ts, hooks in cloud-code-hooks.test.ts.

const api = useApi({ queues: true });
let owner: Owner;
const as = (extra: Record<string, unknown> = {}) => ({ token: owner.token, site: owner.site.id, ...extra });
const deploy = (files: { name: string; code: string }[], scopes?: string[]) =>
  api.request('POST', '/cloud_code/deployments', as({ body: { files, ...(scopes && { scopes }) } }));

beforeAll(async () => {
  owner = await api.owner();
});

describe('cloud code deployments and functions', () => {
  it('deploys, calls, redeploys, calls the new code and rolls back', async () => {
    const v1 = await deploy([
      {
        name: 'main.js',
        code: "const { greet } = require('./lib/greet');\ncloud.define('hello', async (req) => ({ text: greet(req.params.name), version: 1, secret: secrets.API_KEY ?? null }));\n",
      },
      { name: 'lib/greet.js', code: 'exports.greet = (name) => `Hello ${name}`;\n' },
    ]);
    expect(v1.status, v1.text).toBe(201);
    expect(v1.body).toMatchObject({
      active: true,
      functions: ['hello'],
      scopes: [],
      files: [{ name: 'main.js' }, { name: 'lib/greet.js' }],
    });
    expect(v1.headers.get('location')).toBe(v1.body.url);

    const secret = await api.request('PUT', '/cloud_code/secrets/API_KEY', as({ body: { value: 'k-123' } }));
    expect(secret.status).toBe(200);
    expect(secret.body).toEqual({ name: 'API_KEY', updated_at: expect.any(String) });
    expect(secret.text).not.toContain('k-123');
    const secrets = await api.request('GET', '/cloud_code/secrets', as());
    expect(secrets.body).toEqual([{ name: 'API_KEY', updated_at: expect.any(String) }]);

    const first = await api.request('POST', '/functions/hello', as({ body: { name: 'Ada' } }));
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({ text: 'Hello Ada', version: 1, secret: 'k-123' });

    const v2 = await deploy([
      {
        name: 'main.js',
        code: "cloud.define('hello', async (req) => ({ text: `Hi ${req.params.name}`, version: 2 }));",
      },
    ]);
    expect(v2.status, v2.text).toBe(201);
    expect((await api.request('POST', '/functions/hello', as({ body: { name: 'Ada' } }))).body).toEqual({
      text: 'Hi Ada',
      version: 2,
    });

    const list = await api.request('GET', '/cloud_code/deployments', as());
    expect(list.body.map((d: { id: string; active: boolean }) => [d.id, d.active])).toEqual([
      [v2.body.id, true],
      [v1.body.id, false],
    ]);
    const one = await api.request('GET', `/cloud_code/deployments/${v1.body.id}`, as());
    expect(one.body.files.map((f: { name: string; code: string }) => f.code)).toEqual([
      expect.stringContaining("require('./lib/greet')"),
      expect.stringContaining('Hello'),
    ]);

    const rollback = await api.request('POST', `/cloud_code/deployments/${v1.body.id}/activate`, as());
    expect(rollback.status, rollback.text).toBe(200);
    expect(rollback.body.active).toBe(true);
    expect((await api.request('POST', '/functions/hello', as({ body: { name: 'Bo' } }))).body).toEqual({
      text: 'Hello Bo',
      version: 1,
      secret: 'k-123',
    });
    expect((await api.request('POST', '/functions/missing', as({ body: {} }))).status).toBe(404);
  });

  it('refuses a syntax error with its file, line and column and keeps the active deployment', async () => {
    const before = (await api.request('GET', '/cloud_code/deployments', as())).body;
    const refused = await deploy([
      { name: 'ok.js', code: "cloud.define('fine', () => 1);" },
      { name: 'broken.js', code: "cloud.define('other', () => 1);\nconst x = (1 + ;\n" },
    ]);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'validation_failed',
      details: { file: 'broken.js', line: 2, column: 16 },
      errors: [{ field: 'files.1.code', code: 'syntax_error' }],
    });
    expect(refused.body.message).toContain('broken.js:2:16');
    expect((await api.request('GET', '/cloud_code/deployments', as())).body).toEqual(before);
    const escalation = await deploy([{ name: 'a.js', code: '' }], ['write_products']);
    expect(escalation.status).toBe(201);
    const member = await api.siteToken(owner, ['read_cloudcode', 'write_cloudcode', 'read_products']);
    const refusedScopes = await api.request('POST', '/cloud_code/deployments', {
      token: member,
      body: { files: [{ name: 'a.js', code: '' }], scopes: ['write_products'] },
    });
    expect(refusedScopes.status).toBe(403);
    expect(refusedScopes.body).toMatchObject({ code: 'scope_escalation', details: { scopes: ['write_products'] } });
  });

  it("sends a push through site.devices.push with the deployment's write_devices, and only with it", async () => {
    const code =
      "cloud.define('notify', async (req) => site.devices.push({ target: { channels: ['news'] }, notification: { title: req.params.title } }));\n" +
      "cloud.define('tryNotify', async () => { try { await site.devices.push({ target: {}, notification: { title: 'x' } }); return 'sent'; } catch (e) { return { status: e.status, code: e.code }; } });";
    expect((await deploy([{ name: 'push.js', code }], ['write_devices'])).status).toBe(201);
    const sent = await api.request('POST', '/functions/notify', as({ body: { title: 'Sale starts' } }));
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toMatchObject({ id: expect.any(String), status: expect.any(String) });
    const stored = await api.request('GET', `/devices/push/${sent.body.id}`, as());
    expect(stored.status, stored.text).toBe(200);
    expect(stored.body).toMatchObject({
      id: sent.body.id,
      notification: { title: 'Sale starts' },
      target: { channels: ['news'] },
    });
    // Without the scope, the route's own 403 reaches the code as an error with its status and code.
    expect((await deploy([{ name: 'push.js', code }], ['read_devices'])).status).toBe(201);
    expect((await api.request('POST', '/functions/tryNotify', as({ body: {} }))).body).toEqual({
      status: 403,
      code: 'insufficient_scope',
    });
  });

  it("costs a write that no hook watches no request once the site's code is known to the instance", async () => {
    const other = await api.owner();
    const write = (who: Owner) =>
      api.request('POST', '/channels/notes/entries', {
        token: who.token,
        site: who.site.id,
        body: { fields: { title: 'x' } },
      });
    for (const who of [owner, other])
      await api.request('POST', '/channels', {
        token: who.token,
        site: who.site.id,
        body: { name: 'Notes', slug: 'notes', customizations: [{ name: 'title', type: 'string' }] },
      });
    // Read again at most every 10 s; this file's earlier writes may have read it for `owner` already.
    forgetSiteCode(other.site.id);
    const cold = await api.countRequests(() => write(other));
    const warm = await api.countRequests(() => write(other));
    expect(warm).toBe(cold - 1);
    // A site whose deployment has functions but no entry hook: the same as a site without code.
    await write(owner);
    expect(await api.countRequests(() => write(owner))).toBe(warm);
  });

  it('runs at most 10 invocations of a site at once: the 11th is 429 cloud_code_busy, and slots come back when calls end', async () => {
    const deployed = await deploy([
      {
        name: 'slow.js',
        code: "cloud.define('slow', async () => { const end = Date.now() + 1500; while (Date.now() < end) {} return { done: true }; });",
      },
    ]);
    expect(deployed.status, deployed.text).toBe(201);
    const calls = await Promise.all(
      Array.from({ length: 11 }, () => api.request('POST', '/functions/slow', as({ body: {} }))),
    );
    const refused = calls.filter((res) => res.status === 429);
    expect(calls.map((res) => res.status).sort()).toEqual([...Array<number>(10).fill(200), 429]);
    expect(refused[0]?.body.code).toBe('cloud_code_busy');
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await api.request('POST', '/functions/slow', as({ body: {} }))).status).toBe(200);
  }, 60_000);

  it('keeps at most 100 secrets a site: the 101st is 422 too_many_secrets, a stored one can still be replaced', async () => {
    const site = await api.owner();
    const put = (name: string) =>
      api.request('PUT', `/cloud_code/secrets/${name}`, {
        token: site.token,
        site: site.site.id,
        body: { value: 'v' },
      });
    for (let i = 0; i < 100; i += 10) {
      const stored = await Promise.all(Array.from({ length: 10 }, (_, j) => put(`S${i + j}`)));
      expect(stored.map((res) => res.status)).toEqual(Array<number>(10).fill(200));
    }
    const over = await put('ONE_MORE');
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      code: 'validation_failed',
      errors: [{ field: 'name', code: 'too_many_secrets' }],
    });
    expect((await put('S7')).status).toBe(200);
  });
});
