import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, unlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useApi, unique, type Owner } from '../helpers/api.js';
import { runCli, startCli, type CliRun } from '../helpers/cli.js';

// The real CLI (cli/site-api.mjs, as `npx site-api` runs it) as a child process, against this file's
// real local server; credentials live in a temporary file named by SITE_API_CONFIG, never in ~/.config.
const api = useApi();
// Each CLI run starts node and tsx (about a second, several on a loaded machine).
vi.setConfig({ testTimeout: 180_000 });
let owner: Owner;
let work: string;
let config: string;

beforeAll(async () => {
  owner = await api.owner();
  work = await mkdtemp(join(tmpdir(), 'site-api-cli-'));
  config = join(work, 'config', 'credentials.json');
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

type Run = CliRun;

const start = (args: string[], options: { env?: Record<string, string>; cwd?: string } = {}) =>
  startCli(args, { cwd: options.cwd ?? work, env: { SITE_API_CONFIG: config, ...options.env } });

const cli = (args: string[], options: { env?: Record<string, string>; input?: string; cwd?: string } = {}) =>
  runCli(args, { cwd: options.cwd ?? work, input: options.input, env: { SITE_API_CONFIG: config, ...options.env } });

const as = {
  get token() {
    return owner.token;
  },
  get site() {
    return owner.site.id;
  },
};
const request = (method: string, path: string, body?: unknown) =>
  api.request(method, path, { token: owner.token, site: owner.site.id, body });

/** The HTTP requests other than GET the server received while `fn` ran. */
const writesDuring = async (fn: () => Promise<unknown>) => {
  const before = api.requestLog.length;
  await fn();
  return api.requestLog
    .slice(before)
    .filter((entry) => entry.method !== 'GET')
    .map((entry) => `${entry.method} ${decodeURIComponent(entry.path)}`);
};

const loginWithToken = () => cli(['login', '--url', api.url, '--site', owner.site.subdomain, '--token', owner.token]);

const newTheme = async () => {
  const res = await request('POST', '/themes', { name: unique('Theme ') });
  expect(res.status).toBe(201);
  return res.body as { id: string; short: string };
};

const PNG = randomBytes(2048);
const seedTheme = async () => {
  const theme = await newTheme();
  const put = async (kind: string, body: Record<string, unknown>) =>
    expect((await request('POST', `/themes/${theme.id}/${kind}`, body)).status).toBe(201);
  await put('layouts', { name: 'theme.liquid', code: '<html>{{ content_for_layout }}</html>\n' });
  await put('templates', { name: 'index.liquid', code: 'Héllo ✓\r\n' });
  await put('templates', { name: 'customers/account.liquid', code: '{% section "account" %}' });
  await put('snippets', { name: 'card.liquid', code: '<div class="card"></div>' });
  await put('assets', { name: 'images/logo.png', content: PNG.toString('base64') });
  await put('assets', { name: 'site.css', code: 'body { margin: 0 }' });
  return theme;
};

const item = async (theme: string, kind: string, name: string) =>
  request('GET', `/themes/${theme}/${kind}/${encodeURIComponent(name)}`);

describe('site-api login and logout', () => {
  it('signs in with email and password from stdin, stores the credentials with mode 0600, and logout revokes the token', async () => {
    const login = await cli(['login', '--url', api.url, '--site', owner.site.subdomain], {
      input: `${owner.user.email}\n${owner.password}\n`,
    });
    expect(login.stderr).toContain('Password:');
    expect(login.code, login.stderr).toBe(0);
    expect(login.stdout).toContain(`Logged in to Test site (${owner.site.subdomain})`);
    expect((await stat(config)).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(await readFile(config, 'utf8'));
    expect(stored).toEqual({ url: api.url, site: owner.site.subdomain, token: expect.stringMatching(/^smp_/) });
    expect(stored.token).not.toBe(owner.token);
    expect((await api.request('GET', '/site', { token: stored.token, site: owner.site.id })).status).toBe(200);

    const logout = await cli(['logout']);
    expect(logout.code, logout.stderr).toBe(0);
    expect(logout.stdout).toContain('Token revoked.');
    expect((await api.request('GET', '/site', { token: stored.token, site: owner.site.id })).status).toBe(401);
    await expect(stat(config)).rejects.toThrow();
    expect((await api.request('GET', '/site', as)).status).toBe(200); // the owner's other token lives on
  });

  it("exits 1 with the API's message for a wrong password or a wrong token, and stores nothing", async () => {
    const wrong = await cli(['login', '--url', api.url, '--site', owner.site.id, '--email', owner.user.email], {
      input: 'not-the-password\n',
    });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/\(401 \w+\)/);
    await expect(stat(config)).rejects.toThrow();

    const badToken = await cli(['login', '--url', api.url, '--site', owner.site.id, '--token', 'smp_wrong']);
    expect(badToken.code).toBe(1);
    expect(badToken.stderr).toContain('The bearer token is invalid or has been revoked (401 invalid_token)');
    await expect(stat(config)).rejects.toThrow();

    expect((await loginWithToken()).code).toBe(0);
    const overridden = await cli(['get', '/site'], { env: { SITE_API_TOKEN: 'smp_garbage' } });
    expect(overridden.code).toBe(1);
    expect(overridden.stderr).toContain('The bearer token is invalid or has been revoked (401 invalid_token)');
  });
});

describe('site-api usage', () => {
  it('exits 2 on a bad flag, a missing argument or an unknown command, and 0 with --help on every command', async () => {
    const bad = await cli(['theme', 'push', 'main', '--bogus']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Unknown option '--bogus'");
    expect(bad.stderr).toContain('site-api theme --help');
    expect((await cli(['theme', 'pull'])).code).toBe(2);
    expect((await cli(['frobnicate'])).code).toBe(2);
    expect((await cli(['login', '--site', 'x'])).code).toBe(2); // --url is required
    for (const args of [
      ['--help'],
      ['login', '--help'],
      ['logout', '--help'],
      ['get', '--help'],
      ['theme', '--help'],
      ['theme', 'pull', '--help'],
      ['theme', 'push', '--help'],
      ['theme', 'watch', '--help'],
    ]) {
      const help = await cli(args);
      expect(help.code, args.join(' ')).toBe(0);
      expect(help.stdout, args.join(' ')).toContain('Usage: site-api');
    }
  });

  it('exits 2 when not logged in', async () => {
    const run = await cli(['get', '/site'], { env: { SITE_API_CONFIG: join(work, 'nowhere.json') } });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('not logged in');
  });
});

describe('site-api get', () => {
  it('prints a resource as JSON, and every page of a list with --all', async () => {
    expect((await loginWithToken()).code).toBe(0);
    const themes = await Promise.all([newTheme(), newTheme(), newTheme()]);
    const site = await cli(['get', '/site']);
    expect(site.code, site.stderr).toBe(0);
    expect(JSON.parse(site.stdout)).toMatchObject({ id: owner.site.id, subdomain: owner.site.subdomain });

    const one = await cli(['get', '/themes?per_page=2']);
    expect(JSON.parse(one.stdout)).toHaveLength(2);
    const all = await cli(['get', '/themes?per_page=2', '--all']);
    expect(all.code, all.stderr).toBe(0);
    const ids = (JSON.parse(all.stdout) as { id: string }[]).map((theme) => theme.id);
    expect(ids).toEqual(expect.arrayContaining(themes.map((theme) => theme.id)));
    expect(new Set(ids).size).toBe(ids.length);

    const missing = await cli(['get', '/themes/nope']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('(404 not_found)');
  });
});

describe('site-api theme pull and push', () => {
  it('pulls every item byte for byte, then pushes only what was edited or added', async () => {
    expect((await loginWithToken()).code).toBe(0);
    const theme = await seedTheme();
    const dir = join(work, unique('pull-'));
    const pull = await cli(['theme', 'pull', theme.short, dir]);
    expect(pull.code, pull.stderr).toBe(0);
    expect(await readFile(join(dir, 'layouts/theme.liquid'), 'utf8')).toBe('<html>{{ content_for_layout }}</html>\n');
    expect(await readFile(join(dir, 'templates/index.liquid'))).toEqual(Buffer.from('Héllo ✓\r\n', 'utf8'));
    expect(await readFile(join(dir, 'templates/customers/account.liquid'), 'utf8')).toBe('{% section "account" %}');
    expect(await readFile(join(dir, 'snippets/card.liquid'), 'utf8')).toBe('<div class="card"></div>');
    expect((await readFile(join(dir, 'assets/images/logo.png'))).equals(PNG)).toBe(true);
    expect(await readFile(join(dir, 'assets/site.css'), 'utf8')).toBe('body { margin: 0 }');
    expect(pull.stdout).toContain('6 written, 0 unchanged');

    // A push with nothing changed reads the theme and writes nothing.
    const idle: Run[] = [];
    expect(await writesDuring(async () => idle.push(await cli(['theme', 'push', theme.short, dir])))).toEqual([]);
    expect(idle[0]!.code, idle[0]!.stderr).toBe(0);
    expect(idle[0]!.stdout).toContain('0 created, 0 updated, 0 deleted, 6 unchanged');

    const newPng = randomBytes(999);
    await writeFile(join(dir, 'templates/customers/account.liquid'), '{% section "account-v2" %}');
    await writeFile(join(dir, 'assets/images/logo.png'), newPng);
    await mkdir(join(dir, 'snippets/product'), { recursive: true });
    await writeFile(join(dir, 'snippets/product/price.liquid'), '{{ price | money }}');
    const pushes: Run[] = [];
    const writes = await writesDuring(async () => pushes.push(await cli(['theme', 'push', theme.short, dir])));
    const push = pushes[0]!;
    expect(push.code, push.stderr).toBe(0);
    // The binary asset is tried as an upload first; its random bytes are no PNG, so the
    // API refuses them at complete and the CLI keeps the asset in the theme's table as before.
    expect(writes.map((w) => w.replace(/[0-9a-f]{24}/, '<id>')).sort()).toEqual([
      `POST /themes/${theme.short}/assets`,
      `POST /themes/${theme.short}/snippets`,
      `POST /themes/${theme.short}/templates`,
      'POST /uploads',
      'POST /uploads/<id>/complete',
    ]);
    expect(push.stdout).toContain('updated templates/customers/account.liquid');
    expect(push.stdout).toContain('created snippets/product/price.liquid');
    expect(push.stdout).toContain('updated assets/images/logo.png');
    expect(push.stdout).toContain('1 created, 2 updated, 0 deleted, 4 unchanged');

    expect((await item(theme.id, 'templates', 'customers/account.liquid')).body.code).toBe(
      '{% section "account-v2" %}',
    );
    expect((await item(theme.id, 'snippets', 'product/price.liquid')).body.code).toBe('{{ price | money }}');
    const logo = await item(theme.id, 'assets', 'images/logo.png');
    expect(logo.body).toMatchObject({ binary: true, content_type: 'image/png' });
    expect(Buffer.from(logo.body.content, 'base64').equals(newPng)).toBe(true);

    // And back: a fresh pull of the pushed theme matches the folder file for file.
    const again = join(work, unique('pull-'));
    expect((await cli(['theme', 'pull', theme.id, again])).code).toBe(0);
    for (const file of [
      'templates/customers/account.liquid',
      'snippets/product/price.liquid',
      'assets/images/logo.png',
      'templates/index.liquid',
    ]) {
      expect((await readFile(join(again, file))).equals(await readFile(join(dir, file))), file).toBe(true);
    }
  });

  it('lists what it would do with --dry-run and changes nothing; deletes remote items only with --prune', async () => {
    expect((await loginWithToken()).code).toBe(0);
    const theme = await seedTheme();
    const dir = join(work, unique('prune-'));
    expect((await cli(['theme', 'pull', theme.id, dir])).code).toBe(0);
    await unlink(join(dir, 'snippets/card.liquid'));
    await writeFile(join(dir, 'layouts/theme.liquid'), '<html>v2</html>');

    const dry: Run[] = [];
    expect(
      await writesDuring(async () => dry.push(await cli(['theme', 'push', theme.id, dir, '--dry-run', '--prune']))),
    ).toEqual([]);
    expect(dry[0]!.code, dry[0]!.stderr).toBe(0);
    expect(dry[0]!.stdout).toContain('would update layouts/theme.liquid');
    expect(dry[0]!.stdout).toContain('would delete snippets/card.liquid');
    expect(dry[0]!.stdout).toContain('would create 0, update 1, delete 1, 4 unchanged');
    expect((await item(theme.id, 'layouts', 'theme.liquid')).body.code).toBe('<html>{{ content_for_layout }}</html>\n');
    expect((await item(theme.id, 'snippets', 'card.liquid')).status).toBe(200);

    const kept = await cli(['theme', 'push', theme.id, dir]);
    expect(kept.code, kept.stderr).toBe(0);
    expect(kept.stdout).toContain('0 created, 1 updated, 0 deleted, 4 unchanged');
    expect(kept.stdout).toContain('1 theme item(s) have no local file; --prune deletes them.');
    expect((await item(theme.id, 'snippets', 'card.liquid')).status).toBe(200);

    const pruned: Run[] = [];
    expect(await writesDuring(async () => pruned.push(await cli(['theme', 'push', theme.id, dir, '--prune'])))).toEqual(
      [`DELETE /themes/${theme.id}/snippets/card.liquid`],
    );
    expect(pruned[0]!.stdout).toContain('deleted snippets/card.liquid');
    expect(pruned[0]!.stdout).toContain('0 created, 0 updated, 1 deleted, 5 unchanged');
    expect((await item(theme.id, 'snippets', 'card.liquid')).status).toBe(404);
  });

  it('reports a file the API refuses, goes on with the others and exits 1', async () => {
    expect((await loginWithToken()).code).toBe(0);
    const theme = await newTheme();
    const dir = join(work, unique('bad-'));
    await mkdir(join(dir, 'layouts'), { recursive: true });
    await writeFile(join(dir, 'layouts/bad name!.liquid'), 'x');
    await writeFile(join(dir, 'layouts/good.liquid'), 'ok');
    const run = await cli(['theme', 'push', theme.id, dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('failed layouts/bad name!.liquid');
    expect(run.stderr).toContain('422 validation_failed');
    expect(run.stdout).toContain('1 created, 0 updated, 0 deleted, 0 unchanged, 1 failed');
    expect((await item(theme.id, 'layouts', 'good.liquid')).body.code).toBe('ok');
  });
});

describe('site-api theme watch', () => {
  const poll = async <T>(fn: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const value = await fn();
      if (done(value) || Date.now() > until) return value;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  it('pushes a saved file, and deletes a removed one with --prune', async () => {
    expect((await loginWithToken()).code).toBe(0);
    const theme = await seedTheme();
    const dir = join(work, unique('watch-'));
    expect((await cli(['theme', 'pull', theme.id, dir])).code).toBe(0);
    const child = start(['theme', 'watch', theme.id, dir, '--prune']);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr!.on('data', (chunk) => {
      stderr += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    try {
      await poll(
        async () => stdout,
        (text) => text.includes('Watching'),
      );
      expect(stdout, stderr).toContain('Watching');

      await writeFile(join(dir, 'templates/index.liquid'), 'edited in the editor');
      const edited = await poll(
        () => item(theme.id, 'templates', 'index.liquid'),
        (res) => res.body.code === 'edited in the editor',
      );
      expect(edited.body.code).toBe('edited in the editor');

      await writeFile(join(dir, 'snippets/new.liquid'), 'new snippet');
      expect(
        (
          await poll(
            () => item(theme.id, 'snippets', 'new.liquid'),
            (res) => res.status === 200,
          )
        ).body.code,
      ).toBe('new snippet');

      await unlink(join(dir, 'snippets/card.liquid'));
      expect(
        (
          await poll(
            () => item(theme.id, 'snippets', 'card.liquid'),
            (res) => res.status === 404,
          )
        ).status,
      ).toBe(404);
      await poll(
        async () => stdout,
        (text) => text.includes('deleted snippets/card.liquid'),
      );
      expect(stdout).toMatch(/updated templates\/index\.liquid/);
      expect(stdout).toMatch(/created snippets\/new\.liquid/);
      expect(stdout).toMatch(/deleted snippets\/card\.liquid/);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, stderr).toBe(0);
  }, 240_000);
});
