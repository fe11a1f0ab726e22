import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useApi, unique } from '../helpers/api.js';
import { putProduct } from '../../harness/catalog.js';

const run = promisify(execFile);
const api = useApi();

/** Runs the real CLI against this file's table on the run's DynamoDB Local. */
const admin = async (...args: string[]) => {
  try {
    const { stdout, stderr } = await run(
      'node_modules/.bin/tsx',
      [
        'scripts/admin.ts',
        ...args,
        '--endpoint',
        process.env.AWS_ENDPOINT_URL_DYNAMODB as string,
        '--table',
        process.env.TABLE_NAME as string,
      ],
      { env: process.env },
    );
    return { code: 0, stdout, stderr, json: JSON.parse(stdout) };
  } catch (error) {
    const failure = error as { code: number; stdout: string; stderr: string };
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr, json: undefined };
  }
};

describe('npm run admin', () => {
  it('creates a user, a site, a member and a site token that the API then accepts', async () => {
    const email = `${unique('ops')}@example.com`;
    const user = await admin('users', 'create', '--email', email, '--name', 'Ops');
    expect(user.code).toBe(0);
    expect(user.json).toMatchObject({ email, name: 'Ops', password: expect.any(String) });

    const subdomain = unique('cli-');
    const site = await admin(
      'sites',
      'create',
      '--subdomain',
      subdomain,
      '--name',
      'CLI site',
      '--owner',
      email,
      '--locales',
      'en,de',
    );
    expect(site.json).toMatchObject({ subdomain, locales: ['en', 'de'], owner_id: user.json.id });

    const memberEmail = `${unique('m')}@example.com`;
    await admin('users', 'create', '--email', memberEmail, '--name', 'M', '--password', 'long-enough-pw');
    const memberToken = (
      await api.request('POST', '/auth/login', { body: { email: memberEmail, password: 'long-enough-pw' } })
    ).body.token;
    expect((await api.request('GET', '/site', { token: memberToken, site: subdomain })).status).toBe(403);
    const member = await admin('members', 'add', '--site', subdomain, '--email', memberEmail);
    expect(member.json).toMatchObject({ site_id: site.json.id, role: 'member' });
    // The member's existing token reaches the site at once (same transaction as the membership).
    expect((await api.request('GET', '/site', { token: memberToken, site: subdomain })).status).toBe(200);
    const again = await admin('members', 'add', '--site', subdomain, '--email', memberEmail);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already a member');

    const token = await admin('tokens', 'create', '--email', email, '--site', subdomain, '--scopes', 'read_site');
    expect(token.json).toMatchObject({
      site: site.json.id,
      scopes: ['read_site'],
      token: expect.stringMatching(/^sms_/),
    });
    const current = await api.request('GET', '/site', { token: token.json.token });
    expect(current.status).toBe(200);
    expect(current.body.subdomain).toBe(subdomain);

    const sites = await admin('sites', 'list');
    expect(sites.json.map((s: { subdomain: string }) => s.subdomain)).toContain(subdomain);
  }, 60_000);

  it("lists, shows and moves a site's orders as the API does", async () => {
    const owner = await api.owner();
    const product = await putProduct(owner, { inventory_quantity: 3 });
    const placed = await api.request('POST', '/orders', {
      token: owner.token,
      site: owner.site.id,
      body: { email: 'ops@example.com', line_items: [{ product: product.id, quantity: 2 }] },
    });
    expect(placed.status).toBe(201);
    const listed = await admin('orders', 'list', '--site', owner.site.subdomain, '--status', 'pending');
    expect(listed.code).toBe(0);
    expect(listed.json.map((o: { id: string }) => o.id)).toEqual([placed.body.id]);
    const shown = await admin('orders', 'show', '--site', owner.site.id, '--order', '1001');
    expect(shown.json).toMatchObject({ id: placed.body.id, total: 20, status: 'pending' });
    const paid = await admin(
      'orders',
      'transition',
      '--site',
      owner.site.id,
      '--order',
      '1001',
      '--status',
      'paid',
      '--note',
      'Bank transfer',
    );
    expect(paid.json.history.at(-1)).toMatchObject({ status: 'paid', note: 'Bank transfer' });
    expect(
      (await api.request('GET', `/orders/${placed.body.id}`, { token: owner.token, site: owner.site.id })).body.status,
    ).toBe('paid');
    const invalid = await admin(
      'orders',
      'transition',
      '--site',
      owner.site.id,
      '--order',
      '1001',
      '--status',
      'pending',
    );
    expect(invalid.code).toBe(2);
    expect(invalid.stderr.trim()).toBe('admin: An order that is paid cannot become pending');
  }, 60_000);

  it('exits non-zero with a one-line message on bad input', async () => {
    const unknownCommand = await admin('frobnicate');
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr.trim()).toBe('admin: unknown command "frobnicate" (see --help)');
    const missing = await admin('sites', 'create', '--name', 'x');
    expect(missing.code).toBe(2);
    expect(missing.stderr.trim().split('\n')).toHaveLength(1);
    const invalid = await admin(
      'sites',
      'create',
      '--subdomain',
      'Not_A-Label!',
      '--name',
      'x',
      '--owner',
      'nobody@example.com',
    );
    expect(invalid.code).toBe(2);
    expect(invalid.stderr).toMatch(/^admin: subdomain: must be a DNS label/);
    const badScope = await admin('tokens', 'create', '--email', 'nobody@example.com', '--scopes', 'x');
    expect(badScope.code).toBe(2);
    expect(badScope.stderr).toContain('no user with email');
  }, 60_000);

  it('prints help with --help and exits 0', async () => {
    const { stdout } = await run('node_modules/.bin/tsx', ['scripts/admin.ts', '--help']);
    expect(stdout).toContain('Usage: npm run admin -- <command>');
    expect(stdout).toContain('--stage NAME');
  });
});
