import { beforeAll, describe, expect, it } from 'vitest';
import { useApi, unique, type Owner } from '../helpers/api.js';

const api = useApi();
let owner: Owner;
let stranger: Owner;
beforeAll(async () => {
  [owner, stranger] = await Promise.all([api.owner(), api.owner()]);
});

const login = async (email: string, password: string) =>
  (await api.request('POST', '/auth/login', { body: { email, password } })).body.token as string;

describe('sites', () => {
  it("creates a site owned by the caller: 201, Location, and the caller's existing token reaches it at once", async () => {
    const subdomain = unique('shop-');
    const res = await api.request('POST', '/sites', {
      token: owner.token,
      body: { subdomain, name: 'Shop', locales: ['en', 'de'] },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('location')).toBe(`${api.url}/sites/${res.body.id}`);
    expect(res.body).toMatchObject({ subdomain, name: 'Shop', locales: ['en', 'de'], role: 'owner' });
    const current = await api.request('GET', '/site', { token: owner.token, site: subdomain });
    expect(current.status).toBe(200);
    expect(current.body.id).toBe(res.body.id);
    const byId = await api.request('GET', `/sites/${res.body.id}`, { token: owner.token });
    const bySubdomain = await api.request('GET', `/sites/${subdomain}`, { token: owner.token });
    expect(byId.body).toEqual(bySubdomain.body);
  });

  it("creates a site in three requests (authentication, the user's GSI1 Query, one transaction) and every user token of the owner reaches it", async () => {
    const other = await api.owner();
    const second = await login(other.user.email, other.password);
    const siteToken = (
      await api.request('POST', '/tokens', {
        token: other.token,
        body: { note: 's', scopes: ['read_site'], site_id: other.site.id },
      })
    ).body.token;
    const subdomain = unique('three-');
    let res: Awaited<ReturnType<typeof api.request>> | undefined;
    const count = await api.countRequests(async () => {
      res = await api.request('POST', '/sites', { token: other.token, body: { subdomain, name: 'Three' } });
    });
    expect(res?.status, res?.text).toBe(201);
    expect(count).toBeLessThanOrEqual(3);
    for (const token of [other.token, second]) {
      const current = await api.request('GET', '/site', { token, site: subdomain });
      expect(current.status).toBe(200);
      expect(current.body.role).toBe('owner');
    }
    // A site token stays bound to its own site.
    expect((await api.request('GET', '/site', { token: siteToken, site: subdomain })).status).toBe(403);
    expect(
      (await api.request('GET', '/sites', { token: second })).body.map((s: { subdomain: string }) => s.subdomain),
    ).toContain(subdomain);
  });

  it('answers 409 for a taken subdomain and 422 for an invalid one', async () => {
    const taken = await api.request('POST', '/sites', {
      token: owner.token,
      body: { subdomain: stranger.site.subdomain, name: 'Copy' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('subdomain_taken');
    const invalid = await api.request('POST', '/sites', {
      token: owner.token,
      body: { subdomain: '-Bad_Name-', name: 'x', locales: ['english!'] },
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['locales.0', 'subdomain']);
  });

  it('refuses site creation with a site-scoped token', async () => {
    const siteToken = await api.request('POST', '/tokens', {
      token: owner.token,
      body: { note: 's', scopes: ['write_site'], site_id: owner.site.id },
    });
    const res = await api.request('POST', '/sites', {
      token: siteToken.body.token,
      body: { subdomain: unique('no-'), name: 'x' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('user_token_required');
  });

  it("lists only the caller's sites and hides other sites with 404", async () => {
    const list = await api.request('GET', '/sites', { token: stranger.token });
    expect(list.status).toBe(200);
    expect(list.body.map((s: { id: string }) => s.id)).toEqual([stranger.site.id]);
    const hidden = await api.request('GET', `/sites/${owner.site.id}`, { token: stranger.token });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toEqual({ code: 'not_found', message: 'Site not found' });
  });
});

describe('site resolution and scopes', () => {
  it('answers 400 site_required when a user token omits X-Service-Site on a site route', async () => {
    const res = await api.request('GET', '/site', { token: owner.token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('site_required');
  });

  it('answers 403 site_forbidden when X-Service-Site names a site the user is not a member of', async () => {
    for (const site of [stranger.site.id, stranger.site.subdomain, 'no-such-site']) {
      const res = await api.request('GET', '/site', { token: owner.token, site });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('site_forbidden');
    }
  });

  it('answers 403 site_mismatch when a site token is sent with another site in X-Service-Site', async () => {
    const made = await api.request('POST', '/tokens', {
      token: owner.token,
      body: { note: 's', scopes: ['read_site'], site_id: owner.site.id },
    });
    const res = await api.request('GET', '/site', { token: made.body.token, site: stranger.site.id });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('site_mismatch');
    const same = await api.request('GET', '/site', { token: made.body.token, site: owner.site.subdomain });
    expect(same.status).toBe(200);
  });

  it('answers 403 insufficient_scope with X-OAuth-Scopes and X-Accepted-OAuth-Scopes when a scope is missing', async () => {
    const made = await api.request('POST', '/tokens', {
      token: owner.token,
      body: { note: 'content only', scopes: ['read_content', 'write_themes'] },
    });
    const res = await api.request('GET', '/site', { token: made.body.token, site: owner.site.id });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      code: 'insufficient_scope',
      details: { required: ['read_site', 'write_site'], granted: ['read_content', 'write_themes'] },
    });
    expect(res.headers.get('x-oauth-scopes')).toBe('read_content, write_themes');
    expect(res.headers.get('x-accepted-oauth-scopes')).toBe('read_site, write_site');
  });

  it('lets write_site satisfy read_site, and reports both headers on success', async () => {
    const made = await api.request('POST', '/tokens', {
      token: owner.token,
      body: { note: 'writer', scopes: ['write_site'] },
    });
    const res = await api.request('GET', '/site', { token: made.body.token, site: owner.site.id });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-oauth-scopes')).toBe('write_site');
    expect(res.headers.get('x-accepted-oauth-scopes')).toBe('read_site, write_site');
  });
});

describe('members', () => {
  it('adds a new user as a member who can then sign in and act on the site, and lists them', async () => {
    const email = `${unique('editor')}@example.com`;
    const add = await api.request('POST', `/sites/${owner.site.id}/members`, {
      token: owner.token,
      body: { email, name: 'Editor', password: 'long-enough-pw' },
    });
    expect(add.status).toBe(201);
    expect(add.body).toMatchObject({ user: { email, name: 'Editor' }, role: 'member' });
    expect(add.headers.get('location')).toBe(`${api.url}/sites/${owner.site.id}/members/${add.body.user.id}`);
    const token = await login(email, 'long-enough-pw');
    const site = await api.request('GET', '/site', { token, site: owner.site.subdomain });
    expect(site.status).toBe(200);
    expect(site.body.role).toBe('member');
    const members = await api.request('GET', `/sites/${owner.site.id}/members`, { token: owner.token });
    expect(members.body.map((m: { user: { email: string }; role: string }) => [m.user.email, m.role])).toContainEqual([
      email,
      'member',
    ]);
  });

  it("narrows a member's login scopes to the member role on that site", async () => {
    const email = `${unique('member')}@example.com`;
    await api.request('POST', `/sites/${owner.site.id}/members`, {
      token: owner.token,
      body: { email, name: 'M', password: 'long-enough-pw' },
    });
    const token = await login(email, 'long-enough-pw');
    const res = await api.request('POST', `/sites/${owner.site.id}/members`, {
      token,
      body: { email: 'x@example.com', name: 'X', password: 'long-enough-pw' },
    });
    expect(res.status).toBe(403);
    const scoped = await api.request('GET', '/site', { token, site: owner.site.id });
    expect(scoped.headers.get('x-oauth-scopes')).not.toContain('write_site');
  });

  it('adds an existing user by email without a password, and answers 409 when already a member', async () => {
    const add = await api.request('POST', `/sites/${owner.site.id}/members`, {
      token: owner.token,
      body: { email: stranger.user.email },
    });
    expect(add.status).toBe(201);
    expect(add.body.user.id).toBe(stranger.user.id);
    const again = await api.request('POST', `/sites/${owner.site.id}/members`, {
      token: owner.token,
      body: { email: stranger.user.email },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('already_member');
    // the stranger's existing login token now reaches the site
    expect((await api.request('GET', '/site', { token: stranger.token, site: owner.site.id })).status).toBe(200);
  });

  it('adds a new user in three requests and an existing one in four, whose every login token reaches the site at once', async () => {
    const site = await api.owner();
    const email = `${unique('counted')}@example.com`;
    const added = await api.countRequests(async () => {
      const res = await api.request('POST', `/sites/${site.site.id}/members`, {
        token: site.token,
        body: { email, name: 'N', password: 'long-enough-pw' },
      });
      expect(res.status, res.text).toBe(201);
    });
    expect(added).toBeLessThanOrEqual(3);
    const existing = await api.owner();
    const second = await login(existing.user.email, existing.password);
    const count = await api.countRequests(async () => {
      const res = await api.request('POST', `/sites/${site.site.id}/members`, {
        token: site.token,
        body: { email: existing.user.email.toUpperCase() },
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body).toMatchObject({ user: { id: existing.user.id, email: existing.user.email }, role: 'member' });
    });
    expect(count).toBeLessThanOrEqual(4);
    for (const token of [existing.token, second]) {
      const current = await api.request('GET', '/site', { token, site: site.site.id });
      expect(current.status).toBe(200);
      expect(current.body.role).toBe('member');
    }
  });

  it("answers 404 when the owner's site is gone, without creating the user", async () => {
    // The token still names the site, as it would right after the site item went away.
    const gone = await api.owner();
    const { db, TABLE_NAME } = await import('../../lib/db/client.js');
    const { DeleteCommand, GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { keys } = await import('../../lib/db/keys.js');
    await db.send(new DeleteCommand({ TableName: TABLE_NAME, Key: keys.site(gone.site.id) }));
    const email = `${unique('orphan')}@example.com`;
    const res = await api.request('POST', `/sites/${gone.site.id}/members`, {
      token: gone.token,
      body: { email, name: 'O', password: 'long-enough-pw' },
    });
    expect(res.status).toBe(404);
    expect((await db.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.email(email) }))).Item).toBeUndefined();
  });

  it('answers 422 naming name and password when a new user is added without them', async () => {
    const res = await api.request('POST', `/sites/${owner.site.id}/members`, {
      token: owner.token,
      body: { email: `${unique('new')}@example.com` },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['name', 'password']);
  });

  it('removes a member: 204, and their tokens lose the site at once (site tokens revoked)', async () => {
    const email = `${unique('leaver')}@example.com`;
    const add = await api.request('POST', `/sites/${owner.site.id}/members`, {
      token: owner.token,
      body: { email, name: 'L', password: 'long-enough-pw' },
    });
    const token = await login(email, 'long-enough-pw');
    const siteToken = (
      await api.request('POST', '/tokens', {
        token,
        body: { note: 's', scopes: ['read_site'], site_id: owner.site.id },
      })
    ).body.token;
    expect((await api.request('GET', '/site', { token: siteToken })).status).toBe(200);
    const del = await api.request('DELETE', `/sites/${owner.site.id}/members/${add.body.user.id}`, {
      token: owner.token,
    });
    expect(del.status).toBe(204);
    expect((await api.request('GET', '/site', { token, site: owner.site.id })).status).toBe(403);
    expect((await api.request('GET', '/site', { token: siteToken })).status).toBe(401);
    expect(
      (await api.request('DELETE', `/sites/${owner.site.id}/members/${add.body.user.id}`, { token: owner.token }))
        .status,
    ).toBe(404);
  });

  it("refuses to remove the owner (422) and hides other sites' members (404)", async () => {
    const self = await api.request('DELETE', `/sites/${owner.site.id}/members/${owner.user.id}`, {
      token: owner.token,
    });
    expect(self.status).toBe(422);
    expect(self.body.code).toBe('owner_not_removable');
    const foreign = await api.request('GET', `/sites/${owner.site.id}/members`, { token: (await api.owner()).token });
    expect(foreign.status).toBe(404);
  });
});

describe('site currency', () => {
  it('defaults to EUR, is chosen at creation, changed with PATCH /site, and refuses a code that is not ISO 4217-shaped', async () => {
    expect((await api.request('GET', '/site', { token: owner.token, site: owner.site.id })).body.currency).toBe('EUR');
    const subdomain = unique('usd-');
    const made = await api.request('POST', '/sites', {
      token: owner.token,
      body: { subdomain, name: 'Dollars', currency: 'USD' },
    });
    expect(made.status).toBe(201);
    expect(made.body.currency).toBe('USD');
    const changed = await api.request('PATCH', '/site', {
      token: owner.token,
      site: subdomain,
      body: { currency: 'GBP' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ subdomain, currency: 'GBP' });
    expect((await api.request('GET', '/site', { token: owner.token, site: subdomain })).body.currency).toBe('GBP');
    const bad = await api.request('PATCH', '/site', { token: owner.token, site: subdomain, body: { currency: 'eur' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toContainEqual(expect.objectContaining({ field: 'currency' }));
    expect((await api.request('GET', '/site', { token: owner.token, site: subdomain })).body.currency).toBe('GBP');
    // Another site is untouched.
    expect((await api.request('GET', '/site', { token: stranger.token, site: stranger.site.id })).body.currency).toBe(
      'EUR',
    );
  });
});
