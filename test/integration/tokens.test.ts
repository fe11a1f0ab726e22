import { beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { hashSecret } from '../../lib/auth/tokens.js';
import { keys } from '../../lib/db/keys.js';
import { useApi, type ApiResponse, type Owner } from '../helpers/api.js';

const api = useApi();
let owner: Owner;
let other: Owner;
beforeAll(async () => {
  [owner, other] = await Promise.all([api.owner(), api.owner()]);
});

const createToken = (token: string, body: Record<string, unknown>) => api.request('POST', '/tokens', { token, body });

describe('POST /tokens', () => {
  it('creates a user-scoped token without site_id and returns the token object once', async () => {
    const res = await createToken(owner.token, {
      note: 'deploy script',
      note_url: 'https://example.com/ci',
      scopes: ['read_content', 'write_themes'],
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`${api.url}/tokens/${res.body.id}`);
    expect(res.body).toMatchObject({
      url: `${api.url}/tokens/${res.body.id}`,
      note: 'deploy script',
      note_url: 'https://example.com/ci',
      scopes: ['read_content', 'write_themes'],
      app: { name: 'deploy script', url: 'https://example.com/ci' },
      master_token: false,
      site_wide: false,
      site: null,
    });
    expect(res.body.token).toMatch(/^smp_/);
    expect(res.body.expires_in).toBeGreaterThan(89 * 24 * 3600);
    for (const field of ['created_at', 'updated_at', 'expired_at'])
      expect(res.body[field]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);

    const list = await api.request('GET', '/tokens', { token: owner.token });
    expect(list.status).toBe(200);
    const listed = list.body.find((t: { id: string }) => t.id === res.body.id);
    expect(listed).toMatchObject({ note: 'deploy script', scopes: ['read_content', 'write_themes'] });
    expect(listed).not.toHaveProperty('token');
    expect(JSON.stringify(list.body)).not.toContain(res.body.token);
  });

  it('creates a site-scoped token bound to a site named by subdomain, usable without X-Service-Site', async () => {
    const res = await createToken(owner.token, {
      note: 'site key',
      scopes: ['read_site'],
      site_id: owner.site.subdomain,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ site_wide: true, site: owner.site.id });
    expect(res.body.token).toMatch(/^sms_/);
    const site = await api.request('GET', '/site', { token: res.body.token });
    expect(site.status).toBe(200);
    expect(site.body).toMatchObject({ id: owner.site.id, subdomain: owner.site.subdomain });
    expect(site.headers.get('x-oauth-scopes')).toBe('read_site');
  });

  it('refuses a site token for a site the caller is not a member of with 403', async () => {
    const res = await createToken(owner.token, { note: 'x', scopes: [], site_id: other.site.id });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('site_forbidden');
  });

  it('answers 422 naming every unknown scope', async () => {
    const res = await createToken(owner.token, { note: 'x', scopes: ['read_content', 'fly', 'admin:all'] });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('validation_failed');
    expect(res.body.errors.map((e: { message: string }) => e.message)).toEqual([
      'Unknown scope: fly',
      'Unknown scope: admin:all',
    ]);
  });

  it('refuses to grant a scope the caller does not hold (403 scope_escalation), but allows read under write', async () => {
    const limited = await createToken(owner.token, { note: 'limited', scopes: ['write_content'] });
    const escalate = await createToken(limited.body.token, { note: 'more', scopes: ['read_content', 'write_site'] });
    expect(escalate.status).toBe(403);
    expect(escalate.body).toMatchObject({ code: 'scope_escalation', details: { not_held: ['write_site'] } });
    const narrower = await createToken(limited.body.token, { note: 'read only', scopes: ['read_content'] });
    expect(narrower.status).toBe(201);
  });

  it('refuses a master token from a non-master caller', async () => {
    const plain = await createToken(owner.token, { note: 'plain', scopes: ['read_content'] });
    const res = await createToken(plain.body.token, { note: 'master', scopes: [], master_token: true });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('master_required');
    const fromMaster = await createToken(owner.token, { note: 'master', scopes: ['read_content'], master_token: true });
    expect(fromMaster.status).toBe(201);
    expect(fromMaster.body.master_token).toBe(true);
  });

  it('answers 422 for missing note and unknown fields, 415 for a non-JSON body, 400 for malformed JSON', async () => {
    const missing = await createToken(owner.token, { scopes: [] });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toContainEqual({ field: 'note', message: expect.any(String), code: 'missing' });
    const unknown = await createToken(owner.token, { note: 'x', admin: true });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toMatchObject({ code: 'unknown_field' });
    const text = await api.request('POST', '/tokens', {
      token: owner.token,
      raw: 'note=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    expect(text.body.code).toBe('unsupported_media_type');
    const malformed = await api.request('POST', '/tokens', {
      token: owner.token,
      raw: '{"note":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ code: 'malformed_json', message: expect.any(String) });
  });
});

describe('request size', () => {
  it('answers a body over 1 MB with 413 and the error body, and stores nothing', async () => {
    const before = (await api.request('GET', '/tokens?per_page=100', { token: owner.token })).body.length;
    const res = await api.request('POST', '/tokens', {
      token: owner.token,
      body: { note: 'x'.repeat(1024 * 1024 + 1) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ code: 'payload_too_large', message: expect.any(String) });
    expect((await api.request('GET', '/tokens?per_page=100', { token: owner.token })).body.length).toBe(before);
  });

  it.each([12, 40])(
    "answers a %i MB body, over the local server's own limit, with 413 and the JSON error body instead of a reset",
    async (megabytes) => {
      const res = await api.request('POST', '/tokens', {
        token: owner.token,
        raw: `{"note":"${'x'.repeat(megabytes * 1024 * 1024)}"}`,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ code: 'payload_too_large', message: expect.any(String) });
      // The server still answers afterwards.
      expect((await api.request('GET', '/tokens?per_page=1', { token: owner.token })).status).toBe(200);
    },
  );
});

describe('revocation and expiry', () => {
  it('revokes a token with DELETE /tokens/{id}: 204, then 401 on its very next request', async () => {
    const made = await createToken(owner.token, { note: 'temp', scopes: ['read_site'] });
    expect((await api.request('GET', '/user', { token: made.body.token })).status).toBe(200);
    const del = await api.request('DELETE', `/tokens/${made.body.id}`, { token: owner.token });
    expect(del.status).toBe(204);
    expect(del.text).toBe('');
    const after = await api.request('GET', '/user', { token: made.body.token });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('invalid_token');
    expect((await api.request('DELETE', `/tokens/${made.body.id}`, { token: owner.token })).status).toBe(404);
  });

  it("does not let one user revoke another user's token", async () => {
    const made = await createToken(other.token, { note: 'mine', scopes: [] });
    const res = await api.request('DELETE', `/tokens/${made.body.id}`, { token: owner.token });
    expect(res.status).toBe(404);
    expect((await api.request('GET', '/user', { token: made.body.token })).status).toBe(200);
  });

  it('answers 401 token_expired once a token is past its expiry', async () => {
    const made = await createToken(owner.token, { note: 'short', scopes: [], expires_in: 60 });
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: keys.token(hashSecret(made.body.token)),
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': '2020-01-01T00:00:00Z' },
      }),
    );
    const res = await api.request('GET', '/user', { token: made.body.token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('token_expired');
  });

  it('answers 400 for a malformed token id', async () => {
    const res = await api.request('DELETE', '/tokens/not-an-id', { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_path');
  });
});

describe('GET /tokens pagination', () => {
  it('pages with per_page and an opaque cursor, with Link rel="next" while more remain', async () => {
    const fresh = await api.owner();
    for (let i = 0; i < 4; i += 1) await createToken(fresh.token, { note: `t${i}`, scopes: [] });
    // 1 login token + 4 created
    const seen: string[] = [];
    let path: string | undefined = '/tokens?per_page=2';
    let pages = 0;
    while (path) {
      const res: ApiResponse = await api.request('GET', path, { token: fresh.token });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.map((t: { id: string }) => t.id));
      const link: string | null = res.headers.get('link');
      pages += 1;
      const target = /<([^>]+)>; rel="next"/.exec(link ?? '')?.[1];
      const next = target ? new URL(target) : undefined;
      path = next && next.pathname + next.search;
    }
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
  });

  it('answers 400 for per_page out of bounds and for a forged cursor', async () => {
    for (const query of ['per_page=0', 'per_page=101', 'per_page=abc']) {
      const res = await api.request('GET', `/tokens?${query}`, { token: owner.token });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('invalid_query');
    }
    const forged = Buffer.from(
      JSON.stringify({ pk: 'x', sk: 'y', gsi1pk: `USER#${other.user.id}`, gsi1sk: 'TOKEN#0' }),
    ).toString('base64url');
    const res = await api.request('GET', `/tokens?cursor=${forged}`, { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_cursor');
  });
});
