import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useApi, unique, type Owner } from '../helpers/api.js';
import { runCli } from '../helpers/cli.js';
import { PNG_1x1, pngOf, sha256Base64 } from '../helpers/uploads.js';

// Issue 21 through the CLI: `site-api upload`, and theme assets of any size kept in the media
// bucket, pushed and pulled byte for byte (the real CLI as a child process, the real local server).
const api = useApi();
vi.setConfig({ testTimeout: 180_000 });
let owner: Owner;
let work: string;

beforeAll(async () => {
  owner = await api.owner();
  work = await mkdtemp(join(tmpdir(), 'site-api-media-cli-'));
});
afterAll(async () => { await rm(work, { recursive: true, force: true }); });

const cli = (args: string[]) => runCli(args, {
  cwd: work, env: { SITE_API_CONFIG: join(work, 'credentials.json'), SITE_API_URL: api.url, SITE_API_TOKEN: owner.token, SITE_API_SITE: owner.site.id },
});
const request = (method: string, path: string, body?: unknown) => api.request(method, path, { token: owner.token, site: owner.site.id, body });
const writesDuring = async (fn: () => Promise<unknown>) => {
  const before = api.requestLog.length;
  await fn();
  return api.requestLog.slice(before).filter((entry) => entry.method !== 'GET').map((entry) => `${entry.method} ${entry.path.replace(/[0-9a-f]{24}/g, '<id>')}`);
};

/** A 2 MB PNG: a real header (the API sniffs it) and 2 MB of varied bytes after it. */
const bigPng = () => {
  const bytes = Buffer.alloc(2 * 1024 * 1024);
  pngOf(1920, 1080).copy(bytes);
  for (let i = 67; i < bytes.length; i += 1) bytes[i] = (i * 2654435761) >>> 24;
  return bytes;
};

describe('media through the CLI', () => {
  it('uploads a file and prints its file object', async () => {
    await writeFile(join(work, 'logo.png'), pngOf(64, 32));
    const run = await cli(['upload', join(work, 'logo.png')]);
    expect(run.code, run.stderr).toBe(0);
    const file = JSON.parse(run.stdout);
    expect(file).toMatchObject({ filename: 'logo.png', content_type: 'image/png', width: 64, height: 32, checksum: Buffer.from(sha256Base64(pngOf(64, 32)), 'base64').toString('hex') });
    expect((await request('GET', `/uploads/${file.upload_id}`)).body.status).toBe('ready');
  });

  it('pushes a 2 MB theme asset to the media storage and pulls it back byte for byte; a base64 asset moves there when next pushed', async () => {
    const theme = (await request('POST', '/themes', { name: unique('Theme ') })).body as { id: string; short: string };
    expect((await request('POST', `/themes/${theme.id}/assets`, { name: 'icons/old.png', content: PNG_1x1.toString('base64') })).status).toBe(201);
    const dir = join(work, unique('push-'));
    await mkdir(join(dir, 'assets/images'), { recursive: true });
    await mkdir(join(dir, 'assets/icons'), { recursive: true });
    const big = bigPng();
    await writeFile(join(dir, 'assets/images/hero.png'), big);
    await writeFile(join(dir, 'assets/icons/old.png'), pngOf(16, 16));
    await writeFile(join(dir, 'assets/site.css'), 'body { margin: 0 }');

    const writes = await writesDuring(async () => {
      const push = await cli(['theme', 'push', theme.short, dir]);
      expect(push.code, push.stderr).toBe(0);
      expect(push.stdout).toContain('2 created, 1 updated, 0 deleted, 0 unchanged');
    });
    // The binary assets went as uploads (create, complete, then the asset naming it); the CSS as code.
    expect(writes.filter((w) => w === 'POST /uploads')).toHaveLength(2);
    expect(writes.filter((w) => w === 'POST /uploads/<id>/complete')).toHaveLength(2);
    const bundle = (await request('GET', `/themes/${theme.id}`)).body;
    const hero = bundle.assets.find((asset: { name: string }) => asset.name === 'images/hero.png');
    expect(hero).toMatchObject({ binary: true, size: big.length, content_type: 'image/png', checksum: Buffer.from(sha256Base64(big), 'base64').toString('hex') });
    expect(hero.file).toMatchObject({ size: big.length, width: 1920, height: 1080 });
    expect(hero.public_url).toBe(hero.file.url);
    const old = bundle.assets.find((asset: { name: string }) => asset.name === 'icons/old.png');
    expect(old.file).toMatchObject({ width: 16, height: 16 });

    // Nothing changed: nothing written.
    expect(await writesDuring(async () => expect((await cli(['theme', 'push', theme.short, dir])).stdout).toContain('3 unchanged'))).toEqual([]);

    const back = join(work, unique('pull-'));
    const pull = await cli(['theme', 'pull', theme.short, back]);
    expect(pull.code, pull.stderr).toBe(0);
    expect((await readFile(join(back, 'assets/images/hero.png'))).equals(big)).toBe(true);
    expect((await readFile(join(back, 'assets/icons/old.png'))).equals(pngOf(16, 16))).toBe(true);
    expect(await readFile(join(back, 'assets/site.css'), 'utf8')).toBe('body { margin: 0 }');

    // The asset's upload is in use by the theme.
    const inUse = await request('DELETE', `/uploads/${hero.file.upload_id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body.details.used_by).toEqual([{ type: 'theme', id: theme.id, field: 'assets/images/hero.png' }]);
  });
});
