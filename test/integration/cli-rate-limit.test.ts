import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useApi, unique, type Owner } from '../helpers/api.js';
import { runCli } from '../helpers/cli.js';

// A limit this low makes the sixth request of the CLI's token in a window a 429; a 12 s window (the
// window is a stage setting, a minute on AWS) keeps the wait for Retry-After short.
const WINDOW_SECONDS = 12;
vi.hoisted(() => {
  process.env.RATE_LIMIT_PER_MINUTE = '5';
  process.env.RATE_LIMIT_WINDOW_SECONDS = '12';
});

const api = useApi();
let owner: Owner;
let work: string;
beforeAll(async () => {
  owner = await api.owner();
  work = await mkdtemp(join(tmpdir(), 'site-api-cli-429-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('site-api theme push when rate limited', () => {
  it('waits for Retry-After on a 429 and goes on until every file is pushed', async () => {
    const token = await api.siteToken(owner, ['write_themes']);
    const theme = await api.request('POST', '/themes', { token, body: { name: unique('Limited ') } });
    expect(theme.status).toBe(201);
    const dir = join(work, 'theme');
    await mkdir(join(dir, 'snippets'), { recursive: true });
    const names = ['a', 'b', 'c', 'd', 'e', 'f'].map((letter) => `${letter}.liquid`);
    for (const name of names) await writeFile(join(dir, 'snippets', name), `snippet ${name}`);

    // The push needs 1 GET and 6 POSTs, more than the token's 5 a window: it meets a 429 unless a new
    // window starts halfway through, so the CLI starts at the beginning of a window.
    const windowMs = WINDOW_SECONDS * 1000;
    await new Promise((resolve) => setTimeout(resolve, windowMs - (Date.now() % windowMs) + 100));
    const before = api.requestLog.length;
    const run = await runCli(['theme', 'push', theme.body.id, dir], {
      env: { SITE_API_CONFIG: join(work, 'none.json'), SITE_API_URL: api.url, SITE_API_TOKEN: token },
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stderr).toMatch(/rate limited: waiting \d+\.\d s before retry 1/);
    expect(run.stdout).toContain('6 created, 0 updated, 0 deleted, 0 unchanged');
    const statuses = api.requestLog
      .slice(before)
      .filter((entry) => entry.path.startsWith(`/themes/${theme.body.id}`))
      .map((entry) => entry.status);
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status === 201)).toHaveLength(6);

    const list = await api.request('GET', `/themes/${theme.body.id}/snippets`, {
      token: owner.token,
      site: owner.site.id,
    });
    expect(list.body.map((item: { name: string }) => item.name)).toEqual(names);
  }, 90_000);
});
