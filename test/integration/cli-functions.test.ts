import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useApi, type Owner } from '../helpers/api.js';
import { cliEnv, runCli, startCli } from '../helpers/cli.js';

// `site-api functions deploy|call|logs` as a child process against this file's server.
const api = useApi();
vi.setConfig({ testTimeout: 120_000 });
let owner: Owner;
let work: string;
let env: Record<string, string>;

beforeAll(async () => {
  owner = await api.owner();
  work = await mkdtemp(join(tmpdir(), 'site-api-functions-'));
  env = cliEnv(api.url, owner, work);
  await mkdir(join(work, 'code', 'lib'), { recursive: true });
  await mkdir(join(work, 'code', 'node_modules'), { recursive: true });
  await writeFile(
    join(work, 'code', 'main.js'),
    "const { shout } = require('./lib/shout');\ncloud.define('greet', async (req) => { console.log('greeting ' + req.params.name); return { text: shout('hi ' + req.params.name) }; });\n",
  );
  await writeFile(join(work, 'code', 'lib', 'shout.js'), 'exports.shout = (text) => text.toUpperCase();\n');
  await writeFile(join(work, 'code', 'node_modules', 'ignored.js'), 'this is not deployed(');
  await writeFile(join(work, 'code', 'README.md'), 'not code');
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const cli = (args: string[]) => runCli(args, { cwd: work, env });

describe('site-api functions', () => {
  it('deploys a folder, calls a function, prints and follows its logs', async () => {
    const deployed = await cli(['functions', 'deploy', 'code', '--scopes', 'read_channels']);
    expect(deployed.code, deployed.stderr).toBe(0);
    expect(deployed.stdout).toMatch(
      /^deployed [0-9a-f]{24} \(2 files, \d+ bytes\) and activated it\n {2}functions: greet\n {2}jobs: {6}-\n {2}hooks: {5}-\n {2}scopes: {4}read_channels\n$/,
    );
    const stored = await api.request('GET', '/cloud_code/deployments', { token: owner.token, site: owner.site.id });
    expect(stored.body[0].files.map((file: { name: string }) => file.name)).toEqual(['lib/shout.js', 'main.js']);

    const called = await cli(['functions', 'call', 'greet', '--params', '{"name":"Ada"}']);
    expect(called.code, called.stderr).toBe(0);
    expect(JSON.parse(called.stdout)).toEqual({ text: 'HI ADA' });

    const follow = startCli(['functions', 'logs', '--follow'], {
      cwd: work,
      env: { ...env, SITE_API_FOLLOW_MS: '200' },
    });
    let printed = '';
    follow.stdout!.on('data', (chunk) => {
      printed += chunk;
    });
    const until = async (pattern: RegExp) => {
      for (let i = 0; i < 200 && !pattern.test(printed); i += 1) await new Promise((r) => setTimeout(r, 100));
    };
    await until(/greeting Ada/);
    expect(
      (await api.request('POST', '/functions/greet', { token: owner.token, site: owner.site.id, body: { name: 'Bo' } }))
        .status,
    ).toBe(200);
    await until(/greeting Bo/);
    follow.kill();
    expect(printed).toMatch(/ function greet ok \d+ ms\n {2}greeting Ada\n/);
    expect(printed).toMatch(/greeting Bo/);
  });

  it('reports a syntax error with its file, line and column and exits 1', async () => {
    await writeFile(
      join(work, 'code', 'lib', 'shout.js'),
      'exports.shout = (text) => {\n  return text.toUpperCase(;\n};\n',
    );
    const refused = await cli(['functions', 'deploy', 'code']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/lib\/shout\.js:2:\d+: SyntaxError: .* \(422 validation_failed\)/);
    const usage = await cli(['functions', 'call', 'greet', '--params', 'not json']);
    expect(usage.code).toBe(2);
  });
});
