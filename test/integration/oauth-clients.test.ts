import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { oauthKeys } from '../../lib/oauth/keys.js';
import { useApi, type Owner } from '../helpers/api.js';

const api = useApi();
let owner: Owner;
beforeAll(async () => {
  owner = await api.owner();
});

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Shop app',
  redirect_uris: ['https://app.example/callback'],
  scopes: ['openid', 'read_site'],
  confidential: true,
  first_party: false,
  ...overrides,
});

describe('POST /oauth2/clients', () => {
  it('registers a confidential client and shows its secret once', async () => {
    const res = await api.request('POST', '/oauth2/clients', { token: owner.token, body: body() });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      client_id: expect.stringMatching(/^[0-9a-f]{24}$/),
      client_secret: expect.stringMatching(/^smcs_[A-Za-z0-9_-]{43}$/),
      name: 'Shop app',
      redirect_uris: ['https://app.example/callback'],
      scopes: ['openid', 'read_site'],
      confidential: true,
      first_party: false,
      token_endpoint_auth_method: 'client_secret_basic',
    });
    expect(res.headers.get('location')).toBe(`${api.url}/oauth2/clients/${res.body.client_id}`);
    const { Item } = await db.send(
      new GetCommand({ TableName: TABLE_NAME, Key: oauthKeys.client(res.body.client_id) }),
    );
    expect(Item?.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(Item)).not.toContain(res.body.client_secret);

    const list = await api.request('GET', '/oauth2/clients', { token: owner.token });
    expect(list.status).toBe(200);
    const listed = list.body.find((c: { client_id: string }) => c.client_id === res.body.client_id);
    expect(listed).toMatchObject({ name: 'Shop app' });
    expect(listed.client_secret).toBeUndefined();
  });

  it('registers a public client without a secret', async () => {
    const res = await api.request('POST', '/oauth2/clients', {
      token: owner.token,
      body: body({ confidential: false, redirect_uris: ['com.example.app:/cb', 'http://127.0.0.1:8080/cb'] }),
    });
    expect(res.status).toBe(201);
    expect(res.body.client_secret).toBeUndefined();
    expect(res.body.token_endpoint_auth_method).toBe('none');
  });

  it('refuses unsafe redirect URIs and unknown scopes with 400 invalid_client_metadata', async () => {
    for (const uris of [
      ['http://app.example/cb'],
      ['https://app.example/cb#frag'],
      ['javascript:alert(1)'],
      ['/relative'],
    ]) {
      const res = await api.request('POST', '/oauth2/clients', {
        token: owner.token,
        body: body({ redirect_uris: uris }),
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ error: 'invalid_client_metadata' });
      expect(res.body.errors[0].field).toBe('redirect_uris.0');
    }
    const scopes = await api.request('POST', '/oauth2/clients', {
      token: owner.token,
      body: body({ scopes: ['read_everything'] }),
    });
    expect(scopes.status).toBe(400);
    expect(scopes.body.error).toBe('invalid_client_metadata');
  });

  it('needs a token with write_site, answered in the OAuth error format', async () => {
    const missing = await api.request('POST', '/oauth2/clients', { body: body() });
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ error: 'invalid_token' });
    const readOnly = await api.request('POST', '/tokens', {
      token: owner.token,
      body: { note: 'ro', scopes: ['read_site'] },
    });
    const res = await api.request('POST', '/oauth2/clients', { token: readOnly.body.token, body: body() });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ error: 'insufficient_scope' });
    expect(res.headers.get('x-accepted-oauth-scopes')).toBe('write_site');
  });

  it('needs a master token to register a first-party client', async () => {
    const scoped = await api.request('POST', '/tokens', {
      token: owner.token,
      body: { note: 'w', scopes: ['write_site'] },
    });
    const res = await api.request('POST', '/oauth2/clients', {
      token: scoped.body.token,
      body: body({ first_party: true }),
    });
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('master_required');
    const master = await api.request('POST', '/oauth2/clients', {
      token: owner.token,
      body: body({ first_party: true }),
    });
    expect(master.status).toBe(201);
  });
});

describe('GET and DELETE /oauth2/clients', () => {
  it("lists only the caller's clients", async () => {
    const other = await api.owner();
    const mine = await api.request('POST', '/oauth2/clients', { token: owner.token, body: body() });
    const list = await api.request('GET', '/oauth2/clients?per_page=100', { token: other.token });
    expect(list.status).toBe(200);
    expect(list.body.map((c: { client_id: string }) => c.client_id)).not.toContain(mine.body.client_id);
  });

  it("deletes a client (204), then 404; another user's client is 404", async () => {
    const other = await api.owner();
    const created = await api.request('POST', '/oauth2/clients', { token: owner.token, body: body() });
    const path = `/oauth2/clients/${created.body.client_id}`;
    const foreign = await api.request('DELETE', path, { token: other.token });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ error: 'not_found' });
    expect((await api.request('DELETE', path, { token: owner.token })).status).toBe(204);
    expect((await api.request('DELETE', path, { token: owner.token })).status).toBe(404);
    const { Item } = await db.send(
      new GetCommand({ TableName: TABLE_NAME, Key: oauthKeys.client(created.body.client_id) }),
    );
    expect(Item).toBeUndefined();
  });
});
