import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seed } from '../../local/seed.js';
import { useApi } from '../helpers/api.js';
import { postForm } from '../e2e/oauth-flow.js';

const api = useApi();
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'oauth-seed-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

it('seeds one confidential first-party demo client, remembers its secret, and the secret works', async () => {
  const options = {
    siteSubdomain: 'seeddemo',
    adminEmail: 'seed-admin@example.com',
    adminPassword: 'seed-password-1',
    dataDir,
  };
  const first = await seed(options);
  expect(first.demoClient.client).toMatchObject({ confidential: true, first_party: true, owner_id: first.admin.id });
  expect(first.demoClient.secret).toMatch(/^smcs_/);
  expect(statSync(join(dataDir, 'seed-oauth-client.json')).mode & 0o777).toBe(0o600);

  const again = await seed(options);
  expect(again.demoClient.client.client_id).toBe(first.demoClient.client.client_id);
  expect(again.demoClient.secret).toBe(first.demoClient.secret);

  const client = {
    client_id: first.demoClient.client.client_id,
    client_secret: first.demoClient.secret,
    redirect_uris: [],
    scopes: [],
  };
  const res = await postForm(
    api,
    '/oauth2/token',
    {
      grant_type: 'password',
      username: 'seed-admin@example.com',
      password: 'seed-password-1',
      scope: 'openid read_site',
    },
    client,
  );
  expect(res.status).toBe(200);
  expect(res.body.scope).toBe('openid read_site');
});
