import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useApi, type Owner } from '../helpers/api.js';
import { cliEnv, runCli } from '../helpers/cli.js';

// `site-api translations pull|push` as a child process against this file's server.
const api = useApi();
vi.setConfig({ testTimeout: 120_000 });
let owner: Owner;
let work: string;
let env: Record<string, string>;

beforeAll(async () => {
  owner = await api.owner();
  work = await mkdtemp(join(tmpdir(), 'site-api-translations-'));
  env = cliEnv(api.url, owner, work);
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const cli = (args: string[]) => runCli(args, { cwd: work, env });
const as = () => ({ token: owner.token, site: owner.site.id });

/** Every HTTP request the server received while `fn` ran, as `METHOD path`. */
const requestsDuring = async (fn: () => Promise<unknown>) => {
  const before = api.requestLog.length;
  await fn();
  return api.requestLog.slice(before).map((entry) => `${entry.method} ${decodeURIComponent(entry.path)}`);
};

const json = async (path: string) => JSON.parse(await readFile(path, 'utf8'));

describe('site-api translations', () => {
  it('pulls one file per locale, then pushes only the key edited, and nothing when nothing was', async () => {
    const seeded = await api.request('POST', '/translations/batch', {
      ...as(),
      body: {
        translations: [
          { key: 'checkout.pay', values: { en: 'Pay', fr: 'Payer' } },
          { key: 'checkout.title', values: { en: 'Checkout' } },
          { key: 'nav.home', values: { en: 'Home', fr: 'Accueil' } },
        ],
      },
    });
    expect(seeded.status, seeded.text).toBe(200);
    const dir = join(work, 'copy');

    const pull = await cli(['translations', 'pull', dir]);
    expect(pull.code, pull.stderr).toBe(0);
    expect(await json(join(dir, 'en.json'))).toEqual({
      'checkout.pay': 'Pay',
      'checkout.title': 'Checkout',
      'nav.home': 'Home',
    });
    expect(await json(join(dir, 'fr.json'))).toEqual({ 'checkout.pay': 'Payer', 'nav.home': 'Accueil' });
    expect(pull.stdout).toContain('pulled 3 keys in 2 locales');

    // Nothing edited: no request at all.
    const idle = await requestsDuring(async () => {
      const run = await cli(['translations', 'push', dir]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('nothing changed');
    });
    expect(idle).toEqual([]);

    // Someone else changes another key meanwhile: the push must not undo it.
    expect(
      (await api.request('PUT', '/translations/checkout.title', { ...as(), body: { values: { fr: 'Paiement' } } }))
        .status,
    ).toBe(200);
    const fr = await json(join(dir, 'fr.json'));
    await writeFile(join(dir, 'fr.json'), JSON.stringify({ ...fr, 'nav.home': "Page d'accueil" }, null, 2));
    const sent = await requestsDuring(async () => {
      const run = await cli(['translations', 'push', dir]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('set nav.home: fr');
      expect(run.stdout).toContain('created 0, updated 1, deleted 0');
    });
    expect(sent).toEqual(['POST /translations/batch']);
    const home = await api.request('GET', '/translations/nav.home', as());
    expect(home.body.values).toEqual({ en: 'Home', fr: "Page d'accueil" });
    expect((await api.request('GET', '/translations/checkout.title', as())).body.values).toEqual({
      en: 'Checkout',
      fr: 'Paiement',
    });

    // The push is remembered: pushing again sends nothing.
    expect(await requestsDuring(() => cli(['translations', 'push', dir]))).toEqual([]);

    // A text removed from its file is removed; a key removed from every file is deleted.
    const en = await json(join(dir, 'en.json'));
    delete en['checkout.pay'];
    await writeFile(join(dir, 'en.json'), JSON.stringify(en));
    const frNow = await json(join(dir, 'fr.json'));
    delete frNow['checkout.pay'];
    delete frNow['nav.home'];
    await writeFile(join(dir, 'fr.json'), JSON.stringify(frNow));
    const removed = await cli(['translations', 'push', dir]);
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toContain('delete checkout.pay');
    expect(removed.stdout).toContain('set nav.home: -fr');
    expect((await api.request('GET', '/translations/checkout.pay', as())).status).toBe(404);
    expect((await api.request('GET', '/translations/nav.home', as())).body.values).toEqual({ en: 'Home' });
  });

  it('lists with --dry-run and sends nothing; refuses a file that is no object of strings', async () => {
    const dir = join(work, 'dry');
    expect((await cli(['translations', 'pull', dir])).code).toBe(0);
    await writeFile(join(dir, 'en.json'), JSON.stringify({ 'dry.run': 'Dry' }));
    const dry: string[] = await requestsDuring(async () => {
      const run = await cli(['translations', 'push', dir, '--dry-run']);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain('would set dry.run: en');
    });
    expect(dry).toEqual([]);
    expect((await api.request('GET', '/translations/dry.run', as())).status).toBe(404);

    await writeFile(join(dir, 'fr.json'), JSON.stringify({ 'a.b': 3 }));
    const bad = await cli(['translations', 'push', dir]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('fr.json: the value of a.b is not a string');
  });

  it('exits 2 on a bad subcommand and 0 with --help', async () => {
    expect((await cli(['translations', 'sync'])).code).toBe(2);
    expect((await cli(['translations'])).code).toBe(2);
    for (const args of [
      ['translations', '--help'],
      ['translations', 'push', '--help'],
    ]) {
      const help = await cli(args);
      expect(help.code, args.join(' ')).toBe(0);
      expect(help.stdout).toContain('Usage: site-api translations');
    }
  });
});
