import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { oauthKeys } from '../../lib/oauth/keys.js';
import { useApi, type Owner } from '../helpers/api.js';
import { authorizeWithForms, pkcePair, postForm, registerClient, type RegisteredClient } from '../e2e/oauth-flow.js';

const api = useApi();
let owner: Owner;
let client: RegisteredClient;
beforeAll(async () => {
  owner = await api.owner();
  client = await registerClient(api, owner);
});

const tokensFor = async (c: RegisteredClient, scope = 'openid profile email read_site', nonce?: string) => {
  const { verifier, challenge } = pkcePair();
  const location = await authorizeWithForms(api, {
    client: c,
    email: owner.user.email,
    password: owner.password,
    challenge,
    scope,
    nonce,
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
  return res.body as { access_token: string; refresh_token: string; id_token?: string };
};

describe('discovery and keys', () => {
  it('publishes the provider metadata with the issuer exactly <base URL>/oauth2', async () => {
    const res = await api.request('GET', '/oauth2/.well-known/openid-configuration');
    expect(res.status).toBe(200);
    const issuer = `${api.url}/oauth2`;
    expect(res.body).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      revocation_endpoint: `${issuer}/revoke`,
      introspection_endpoint: `${issuer}/introspect`,
      code_challenge_methods_supported: ['S256'],
      id_token_signing_alg_values_supported: ['RS256'],
      grant_types_supported: ['authorization_code', 'refresh_token', 'password'],
      response_types_supported: ['code'],
    });
    expect(res.body.scopes_supported).toHaveLength(30);
    expect(res.body.scopes_supported).toContain('openid');
  });

  it('publishes public RSA keys with a kid, generated once and kept in the table', async () => {
    const first = await api.request('GET', '/oauth2/jwks');
    expect(first.status).toBe(200);
    const [key] = first.body.keys;
    expect(key).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: expect.any(String),
      n: expect.any(String),
      e: 'AQAB',
    });
    expect(key.d).toBeUndefined();
    expect((await api.request('GET', '/oauth2/jwks')).body).toEqual(first.body);
    const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: oauthKeys.signingKeys() }));
    expect(Item?.keys[0].kid).toBe(key.kid);
  });

  it('signs ID tokens with RS256 and the published kid, with the standard claims', async () => {
    const tokens = await tokensFor(client, 'openid profile email', 'n-0S6_WzA2Mj');
    const idToken = tokens.id_token as string;
    const jwks = (await api.request('GET', '/oauth2/jwks')).body;
    expect(decodeProtectedHeader(idToken)).toMatchObject({ alg: 'RS256', kid: jwks.keys[0].kid });
    const { payload } = await jwtVerify(idToken, createLocalJWKSet(jwks), {
      issuer: `${api.url}/oauth2`,
      audience: client.client_id,
    });
    expect(payload).toMatchObject({
      sub: owner.user.id,
      email: owner.user.email,
      name: 'Owner',
      nonce: 'n-0S6_WzA2Mj',
    });
    expect(payload.exp! - payload.iat!).toBeGreaterThanOrEqual(3599);
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(3600);
    expect(payload.auth_time).toBeLessThanOrEqual(payload.iat!);
  });

  it('releases only the claims the scopes allow', async () => {
    const tokens = await tokensFor(client, 'openid');
    const jwks = (await api.request('GET', '/oauth2/jwks')).body;
    const { payload } = await jwtVerify(tokens.id_token as string, createLocalJWKSet(jwks));
    expect(payload.email).toBeUndefined();
    expect(payload.name).toBeUndefined();
  });
});

describe('GET /oauth2/userinfo', () => {
  it('returns the claims of the token subject', async () => {
    const { access_token } = await tokensFor(client, 'openid email');
    const res = await api.request('GET', '/oauth2/userinfo', { token: access_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sub: owner.user.id, email: owner.user.email, email_verified: false });
  });

  it('answers 403 insufficient_scope with a Bearer challenge for a token without openid', async () => {
    const { access_token } = await tokensFor(client, 'read_site');
    const res = await api.request('GET', '/oauth2/userinfo', { token: access_token });
    expect(res.status).toBe(403);
    expect(res.headers.get('www-authenticate')).toContain('error="insufficient_scope"');
    expect(res.body.error).toBe('insufficient_scope');
  });

  it('answers 401 invalid_token for an unknown or missing token', async () => {
    const res = await api.request('GET', '/oauth2/userinfo', { token: 'smp_nonexistent_token_value_123' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('error="invalid_token"');
    const missing = await api.request('GET', '/oauth2/userinfo');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer realm="oauth2"');
  });
});

describe('POST /oauth2/revoke', () => {
  it('revokes an access token, which then fails on the API', async () => {
    const tokens = await tokensFor(client);
    const res = await postForm(
      api,
      '/oauth2/revoke',
      { token: tokens.access_token, token_type_hint: 'access_token' },
      client,
    );
    expect(res.status).toBe(200);
    expect((await api.request('GET', '/site', { token: tokens.access_token, site: owner.site.id })).status).toBe(401);
    // The refresh token still works: only the access token was revoked.
    const refreshed = await postForm(
      api,
      '/oauth2/token',
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      client,
    );
    expect(refreshed.status).toBe(200);
  });

  it('revokes the whole grant for a refresh token', async () => {
    const tokens = await tokensFor(client);
    expect((await postForm(api, '/oauth2/revoke', { token: tokens.refresh_token }, client)).status).toBe(200);
    expect((await api.request('GET', '/site', { token: tokens.access_token, site: owner.site.id })).status).toBe(401);
    const refreshed = await postForm(
      api,
      '/oauth2/token',
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      client,
    );
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it("answers 200 for unknown tokens and leaves other clients' tokens alone", async () => {
    expect((await postForm(api, '/oauth2/revoke', { token: 'no-such-token' }, client)).status).toBe(200);
    const other = await registerClient(api, owner);
    const tokens = await tokensFor(client);
    expect((await postForm(api, '/oauth2/revoke', { token: tokens.access_token }, other)).status).toBe(200);
    expect((await api.request('GET', '/site', { token: tokens.access_token, site: owner.site.id })).status).toBe(200);
    // Login tokens are no client's and cannot be revoked here.
    expect((await postForm(api, '/oauth2/revoke', { token: owner.token }, client)).status).toBe(200);
    expect((await api.request('GET', '/site', { token: owner.token, site: owner.site.id })).status).toBe(200);
  });

  it('needs client authentication', async () => {
    const res = await postForm(api, '/oauth2/revoke', { token: 'x' });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_client');
  });
});

describe('POST /oauth2/introspect', () => {
  it('describes an active access token and an active refresh token', async () => {
    const tokens = await tokensFor(client, 'openid read_site');
    const access = await postForm(api, '/oauth2/introspect', { token: tokens.access_token }, client);
    expect(access.status).toBe(200);
    expect(access.body).toMatchObject({
      active: true,
      token_type: 'Bearer',
      scope: 'openid read_site',
      client_id: client.client_id,
      sub: owner.user.id,
      iss: `${api.url}/oauth2`,
    });
    expect(access.body.exp - access.body.iat).toBe(3600);
    const refresh = await postForm(api, '/oauth2/introspect', { token: tokens.refresh_token }, client);
    expect(refresh.body).toMatchObject({
      active: true,
      token_type: 'refresh_token',
      scope: 'openid read_site',
      sub: owner.user.id,
    });
  });

  it('answers {"active": false} for revoked, rotated, unknown and foreign tokens', async () => {
    const tokens = await tokensFor(client);
    const rotated = await postForm(
      api,
      '/oauth2/token',
      { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
      client,
    );
    expect((await postForm(api, '/oauth2/introspect', { token: tokens.refresh_token }, client)).body).toEqual({
      active: false,
    });
    expect((await postForm(api, '/oauth2/introspect', { token: 'unknown' }, client)).body).toEqual({ active: false });
    expect((await postForm(api, '/oauth2/introspect', { token: owner.token }, client)).body).toEqual({ active: false });
    const other = await registerClient(api, owner);
    expect((await postForm(api, '/oauth2/introspect', { token: rotated.body.access_token }, other)).body).toEqual({
      active: false,
    });
    await postForm(api, '/oauth2/revoke', { token: rotated.body.access_token }, client);
    expect((await postForm(api, '/oauth2/introspect', { token: rotated.body.access_token }, client)).body).toEqual({
      active: false,
    });
  });

  it('refuses public clients with invalid_client', async () => {
    const pub = await registerClient(api, owner, { confidential: false });
    const res = await postForm(api, '/oauth2/introspect', { token: 'x' }, pub);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_client');
  });
});
