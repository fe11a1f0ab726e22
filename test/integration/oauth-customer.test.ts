import { createLocalJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi, unique, type Owner } from '../helpers/api.js';
import {
  authorizeWithForms,
  hiddenFields,
  pkcePair,
  postForm,
  registerClient,
  type RegisteredClient,
} from '../e2e/oauth-flow.js';

const api = useApi();
let owner: Owner;
let client: RegisteredClient;
let customer: { id: string; email: string; password: string };
let channel: { id: string; slug: string };
let entry: { id: string };

beforeAll(async () => {
  owner = await api.owner();
  const as = { token: owner.token, site: owner.site.id };
  const password = `pw-${unique('')}`;
  const created = await api.request('POST', '/customers', {
    ...as,
    body: { email: `${unique('cust')}@example.com`, password, first_name: 'Cora', last_name: 'Buyer' },
  });
  if (created.status !== 201) throw new Error(created.text);
  customer = { id: created.body.id, email: created.body.email, password };
  // Entries of this channel are readable by signed-in customers only.
  const ch = await api.request('POST', '/channels', {
    ...as,
    body: { name: unique('Members '), customizations: [{ name: 'title', type: 'string' }], acl: { read: 'customers' } },
  });
  if (ch.status !== 201) throw new Error(ch.text);
  channel = ch.body;
  const e = await api.request('POST', `/channels/${channel.id}/entries`, {
    ...as,
    body: { slug: 'members-only', fields: { title: 'For members' } },
  });
  if (e.status !== 201) throw new Error(e.text);
  entry = e.body;
  client = await registerClient(api, owner, { scopes: ['openid', 'profile', 'email', 'read_channels', 'read_site'] });
});

const customerTokens = async (c = client, scope = 'openid profile read_channels', site = owner.site.subdomain) => {
  const { verifier, challenge } = pkcePair();
  const location = await authorizeWithForms(api, {
    client: c,
    email: customer.email,
    password: customer.password,
    challenge,
    scope,
    site,
    nonce: 'n1',
  });
  const res = await postForm(
    api,
    '/oauth2/token',
    {
      grant_type: 'authorization_code',
      code: location.searchParams.get('code') as string,
      redirect_uri: c.redirect_uris[0] as string,
      code_verifier: verifier,
    },
    c,
  );
  if (res.status !== 200) throw new Error(res.text);
  return res.body as { access_token: string; refresh_token: string; id_token: string; scope: string };
};

describe('customer sign-in with site=', () => {
  it('reads an ACL-protected entry with the token alone: no X-Service-Site, no Session-Token', async () => {
    const tokens = await customerTokens();
    expect(tokens.access_token).toMatch(/^smc_/);
    const read = await api.request('GET', `/channels/${channel.slug}/entries/${entry.id}`, {
      token: tokens.access_token,
    });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: entry.id });
    const list = await api.request('GET', `/channels/${channel.id}/entries`, { token: tokens.access_token });
    expect(list.status).toBe(200);
    expect(list.body.map((e: { id: string }) => e.id)).toEqual([entry.id]);
    expect(list.headers.get('x-oauth-scopes')).toBe('openid, profile, read_channels');
  });

  it('is refused that entry without the customer (a non-master site token sees nothing)', async () => {
    const site = await api.request('POST', '/tokens', {
      token: owner.token,
      body: { note: 'anon', scopes: ['read_channels'], site_id: owner.site.id },
    });
    expect(
      (await api.request('GET', `/channels/${channel.id}/entries/${entry.id}`, { token: site.body.token })).status,
    ).toBe(404);
  });

  it('names the site on the sign-in page and checks customer credentials, not back-office ones', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: client.redirect_uris[0] as string,
      scope: 'openid',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
      site: owner.site.id,
    });
    const start = await fetch(`${api.url}/oauth2/authorize?${query}`);
    const html = await start.text();
    expect(html).toContain('as a customer of <strong>Test site</strong>');
    const cookie = start.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const res = await fetch(`${api.url}/oauth2/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams({
        ...hiddenFields(html),
        email: owner.user.email,
        password: owner.password,
      }).toString(),
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('The email or password is incorrect.');
  });

  it('redirects with invalid_request for an unknown site', async () => {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: client.client_id,
      redirect_uri: client.redirect_uris[0] as string,
      scope: 'openid',
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'S256',
      site: 'no-such-site-anywhere',
      state: 'x',
    });
    const res = await fetch(`${api.url}/oauth2/authorize?${query}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') as string).searchParams.get('error')).toBe('invalid_request');
  });

  it('never grants a customer back-office scopes', async () => {
    const tokens = await customerTokens(client, 'openid read_site read_channels');
    expect(tokens.scope).toBe('openid read_channels');
    expect((await api.request('GET', '/site', { token: tokens.access_token })).status).toBe(403);
  });

  it('identifies the customer in the ID token and at userinfo', async () => {
    const tokens = await customerTokens(client, 'openid profile email');
    const jwks = (await api.request('GET', '/oauth2/jwks')).body;
    const { payload } = await jwtVerify(tokens.id_token, createLocalJWKSet(jwks), {
      issuer: `${api.url}/oauth2`,
      audience: client.client_id,
    });
    expect(payload).toMatchObject({
      sub: customer.id,
      email: customer.email,
      name: 'Cora Buyer',
      site_id: owner.site.id,
      nonce: 'n1',
    });
    const info = await api.request('GET', '/oauth2/userinfo', { token: tokens.access_token });
    expect(info.body).toMatchObject({
      sub: customer.id,
      email: customer.email,
      given_name: 'Cora',
      family_name: 'Buyer',
      site_id: owner.site.id,
    });
  });

  it('is bound to its site: naming another site is refused', async () => {
    const tokens = await customerTokens();
    const other = await api.owner();
    const res = await api.request('GET', `/channels/${channel.id}/entries`, {
      token: tokens.access_token,
      site: other.site.id,
    });
    expect(res.status).toBe(403);
  });

  it('refreshes, and revoking the refresh token ends the customer grant', async () => {
    const tokens = await customerTokens();
    const refreshed = await postForm(
      api,
      '/oauth2/token',
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      client,
    );
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.access_token).toMatch(/^smc_/);
    expect(
      (await api.request('GET', `/channels/${channel.id}/entries/${entry.id}`, { token: refreshed.body.access_token }))
        .status,
    ).toBe(200);
    await postForm(api, '/oauth2/revoke', { token: refreshed.body.refresh_token }, client);
    expect(
      (await api.request('GET', `/channels/${channel.id}/entries/${entry.id}`, { token: refreshed.body.access_token }))
        .status,
    ).toBe(401);
  });

  it('signs a customer in with the password grant and site= on a first-party client', async () => {
    const firstParty = await registerClient(api, owner, { first_party: true, scopes: ['openid', 'read_channels'] });
    const res = await postForm(
      api,
      '/oauth2/token',
      { grant_type: 'password', username: customer.email, password: customer.password, site: owner.site.subdomain },
      firstParty,
    );
    expect(res.status).toBe(200);
    expect(res.body.access_token).toMatch(/^smc_/);
    expect(
      (await api.request('GET', `/channels/${channel.id}/entries/${entry.id}`, { token: res.body.access_token }))
        .status,
    ).toBe(200);
  });

  it("loses its tokens when the client is deleted (customer grants live under the site's partition)", async () => {
    const doomed = await registerClient(api, owner, { scopes: ['openid', 'profile', 'read_channels'] });
    const tokens = await customerTokens(doomed);
    const read = () =>
      api.request('GET', `/channels/${channel.id}/entries/${entry.id}`, { token: tokens.access_token });
    expect((await read()).status).toBe(200);
    expect((await api.request('DELETE', `/oauth2/clients/${doomed.client_id}`, { token: owner.token })).status).toBe(
      204,
    );
    expect((await read()).status).toBe(401);
    const refreshed = await postForm(
      api,
      '/oauth2/token',
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      doomed,
    );
    expect(refreshed.status).toBe(401);
    expect(refreshed.body).toMatchObject({ error: 'invalid_client' });
  });
});
