import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as oauth from 'oauth4webapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../../lib/auth/tokens.js';
import { db, TABLE_NAME } from '../../lib/db/client.js';
import { keys } from '../../lib/db/keys.js';
import { GSI1 } from '../../lib/db/table.js';
import { oauthKeys } from '../../lib/oauth/keys.js';
import { useApi, type Owner } from '../helpers/api.js';
import { authorizeWithForms, pkcePair, postForm, registerClient, type RegisteredClient } from '../e2e/oauth-flow.js';

const api = useApi();
let owner: Owner;
let client: RegisteredClient;
let as: oauth.AuthorizationServer;
const insecure = { [oauth.allowInsecureRequests]: true } as const;

beforeAll(async () => {
  owner = await api.owner();
  client = await registerClient(api, owner, {
    redirect_uris: ['http://127.0.0.1:9/callback', 'http://127.0.0.1:9/other'],
  });
  const issuer = new URL(`${api.url}/oauth2`);
  as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, insecure));
});

const oauthClient = (c: RegisteredClient): oauth.Client => ({ client_id: c.client_id });
const auth = (c: RegisteredClient) => (c.client_secret ? oauth.ClientSecretBasic(c.client_secret) : oauth.None());

/** A fresh code for `client` through the real forms, with its PKCE verifier. */
const authorize = async (c = client, extra: { scope?: string } = {}) => {
  const { verifier, challenge } = pkcePair();
  const location = await authorizeWithForms(api, {
    client: c,
    email: owner.user.email,
    password: owner.password,
    challenge,
    scope: extra.scope ?? 'openid profile email read_site',
  });
  const params = oauth.validateAuthResponse(as, oauthClient(c), location, 'state-123');
  return { params, verifier, code: params.get('code') as string };
};

const exchange = async (
  c: RegisteredClient,
  params: URLSearchParams,
  verifier: string,
  redirectUri = c.redirect_uris[0] as string,
) =>
  oauth.processAuthorizationCodeResponse(
    as,
    oauthClient(c),
    await oauth.authorizationCodeGrantRequest(as, oauthClient(c), auth(c), params, redirectUri, verifier, insecure),
  );

const refresh = async (c: RegisteredClient, refreshToken: string, scope?: string) =>
  oauth.processRefreshTokenResponse(
    as,
    oauthClient(c),
    await oauth.refreshTokenGrantRequest(as, oauthClient(c), auth(c), refreshToken, {
      ...insecure,
      ...(scope && { additionalParameters: { scope } }),
    }),
  );

const apiStatus = async (token: string) => (await api.request('GET', '/site', { token, site: owner.site.id })).status;

describe('authorization_code grant', () => {
  it('issues tokens with Cache-Control: no-store and the granted scope', async () => {
    const { code, verifier } = await authorize();
    const res = await postForm(
      api,
      '/oauth2/token',
      {
        grant_type: 'authorization_code',
        code,
        redirect_uri: client.redirect_uris[0] as string,
        code_verifier: verifier,
      },
      client,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'openid profile email read_site' });
    expect(res.body.access_token).toMatch(/^smp_/);
    expect(res.body.refresh_token).toMatch(/^smr_/);
    expect(typeof res.body.id_token).toBe('string');
  });

  it('accepts client_secret_post and JSON bodies', async () => {
    const { code, verifier } = await authorize();
    const res = await fetch(`${api.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'authorization_code',
        code,
        redirect_uri: client.redirect_uris[0],
        code_verifier: verifier,
        client_id: client.client_id,
        client_secret: client.client_secret,
      }),
    });
    expect(res.status).toBe(200);
  });

  it('omits the ID token when openid was not granted', async () => {
    const { params, verifier } = await authorize(client, { scope: 'read_site' });
    const tokens = await exchange(client, params, verifier);
    expect(tokens.id_token).toBeUndefined();
    expect(tokens.scope).toBe('read_site');
  });

  it('fails a reused code with invalid_grant and revokes the tokens issued from it', async () => {
    const { params, verifier } = await authorize();
    const first = await exchange(client, params, verifier);
    expect(await apiStatus(first.access_token)).toBe(200);
    await expect(exchange(client, params, verifier)).rejects.toMatchObject({ error: 'invalid_grant', status: 400 });
    expect(await apiStatus(first.access_token)).toBe(401);
    await expect(refresh(client, first.refresh_token as string)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('fails with invalid_grant when the PKCE verifier is wrong', async () => {
    const { params } = await authorize();
    await expect(exchange(client, params, pkcePair().verifier)).rejects.toMatchObject({
      error: 'invalid_grant',
      status: 400,
    });
  });

  it('fails with invalid_grant when the redirect URI differs from the authorization request', async () => {
    const { params, verifier } = await authorize();
    await expect(exchange(client, params, verifier, client.redirect_uris[1])).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('fails with invalid_grant for an expired code', async () => {
    const { params, verifier, code } = await authorize();
    await db.send(
      new UpdateCommand({
        TableName: TABLE_NAME,
        Key: oauthKeys.code(hashSecret(code)),
        UpdateExpression: 'SET expires_at = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    await expect(exchange(client, params, verifier)).rejects.toMatchObject({
      error: 'invalid_grant',
      error_description: 'The authorization code has expired',
    });
  });

  it("fails with invalid_grant for another client's code", async () => {
    const other = await registerClient(api, owner, { redirect_uris: client.redirect_uris });
    const { params, verifier } = await authorize();
    await expect(exchange(other, params, verifier)).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('answers a wrong client secret with 401 invalid_client and a Basic challenge', async () => {
    const res = await postForm(
      api,
      '/oauth2/token',
      { grant_type: 'authorization_code', code: 'x', redirect_uri: 'http://127.0.0.1:9/callback' },
      { ...client, client_secret: 'smcs_wrong' },
    );
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Basic /);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ error: 'invalid_client' });
  });

  it('refuses a confidential client that sends no secret', async () => {
    const res = await postForm(api, '/oauth2/token', {
      grant_type: 'authorization_code',
      code: 'x',
      client_id: client.client_id,
    });
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('invalid_client');
  });

  it('answers an unknown grant type with unsupported_grant_type', async () => {
    const res = await postForm(api, '/oauth2/token', { grant_type: 'client_credentials' }, client);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('answers a repeated parameter with invalid_request', async () => {
    const res = await fetch(`${api.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=password&grant_type=refresh_token&client_id=${client.client_id}&client_secret=${client.client_secret}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('lets a public client exchange a code with client_id and PKCE only', async () => {
    const pub = await registerClient(api, owner, { confidential: false });
    expect(pub.client_secret).toBeUndefined();
    const { params, verifier } = await authorize(pub);
    const tokens = await exchange(pub, params, verifier);
    expect(await apiStatus(tokens.access_token)).toBe(200);
  });
});

describe('refresh_token grant', () => {
  it('rotates the refresh token on every use', async () => {
    const { params, verifier } = await authorize();
    const first = await exchange(client, params, verifier);
    const second = await refresh(client, first.refresh_token as string);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.scope).toBe('openid profile email read_site');
    expect(await apiStatus(second.access_token)).toBe(200);
    const third = await refresh(client, second.refresh_token as string);
    expect(await apiStatus(third.access_token)).toBe(200);
  });

  it('revokes the whole grant when a rotated refresh token is presented again', async () => {
    const { params, verifier } = await authorize();
    const first = await exchange(client, params, verifier);
    const second = await refresh(client, first.refresh_token as string);
    await expect(refresh(client, first.refresh_token as string)).rejects.toMatchObject({ error: 'invalid_grant' });
    // The newest refresh token and every access token of the grant are gone.
    await expect(refresh(client, second.refresh_token as string)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(await apiStatus(second.access_token)).toBe(401);
    expect(await apiStatus(first.access_token)).toBe(401);
  });

  it('refuses to widen the scope with invalid_scope, and keeps the refresh token usable', async () => {
    const { params, verifier } = await authorize(client, { scope: 'openid read_site' });
    const tokens = await exchange(client, params, verifier);
    await expect(
      refresh(client, tokens.refresh_token as string, 'openid read_site read_content'),
    ).rejects.toMatchObject({ error: 'invalid_scope', status: 400 });
    const narrowed = await refresh(client, tokens.refresh_token as string, 'read_site');
    expect(narrowed.scope).toBe('read_site');
    expect(narrowed.id_token).toBeUndefined();
  });

  it("refuses another client's refresh token", async () => {
    const other = await registerClient(api, owner);
    const { params, verifier } = await authorize();
    const tokens = await exchange(client, params, verifier);
    await expect(refresh(other, tokens.refresh_token as string)).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(await apiStatus(tokens.access_token)).toBe(200);
  });
});

describe('password grant', () => {
  const passwordGrant = (c: RegisteredClient, params: Record<string, string>) =>
    oauth.genericTokenEndpointRequest(as, oauthClient(c), auth(c), 'password', params, insecure);

  it('issues tokens to a first-party client', async () => {
    const firstParty = await registerClient(api, owner, { first_party: true });
    const tokens = await oauth.processGenericTokenEndpointResponse(
      as,
      oauthClient(firstParty),
      await passwordGrant(firstParty, {
        username: owner.user.email,
        password: owner.password,
        scope: 'openid read_site',
      }),
    );
    expect(tokens.scope).toBe('openid read_site');
    expect(typeof tokens.id_token).toBe('string');
    expect(await apiStatus(tokens.access_token)).toBe(200);
  });

  it('refuses a third-party client with unauthorized_client', async () => {
    const response = await passwordGrant(client, { username: owner.user.email, password: owner.password });
    await expect(oauth.processGenericTokenEndpointResponse(as, oauthClient(client), response)).rejects.toMatchObject({
      error: 'unauthorized_client',
      status: 400,
    });
  });

  it('answers a wrong password with invalid_grant and throttles repeated failures with 429', async () => {
    const firstParty = await registerClient(api, owner, { first_party: true });
    const victim = await api.owner();
    const attempt = () =>
      postForm(
        api,
        '/oauth2/token',
        { grant_type: 'password', username: victim.user.email, password: 'wrong' },
        firstParty,
      );
    const first = await attempt();
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({ error: 'invalid_grant' });
    for (let i = 1; i < 10; i += 1) await attempt();
    const throttled = await postForm(
      api,
      '/oauth2/token',
      { grant_type: 'password', username: victim.user.email, password: victim.password },
      firstParty,
    );
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(throttled.body).toMatchObject({ error: 'too_many_attempts' });
  });

  it('refuses scopes the client is not registered for with invalid_scope', async () => {
    const firstParty = await registerClient(api, owner, { first_party: true, scopes: ['openid'] });
    const res = await postForm(
      api,
      '/oauth2/token',
      { grant_type: 'password', username: owner.user.email, password: owner.password, scope: 'openid write_site' },
      firstParty,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'invalid_scope' });
  });
});

describe('access tokens from /oauth2', () => {
  it('behave as ordinary API tokens: X-OAuth-Scopes, scope checks and DELETE /tokens', async () => {
    const { params, verifier } = await authorize(client, { scope: 'read_content' });
    const tokens = await exchange(client, params, verifier);
    const denied = await api.request('GET', '/site', { token: tokens.access_token, site: owner.site.id });
    expect(denied.status).toBe(403);
    expect(denied.headers.get('x-oauth-scopes')).toBe('read_content');
    expect(denied.headers.get('x-accepted-oauth-scopes')).toBe('read_site, write_site');

    const list = await api.request<{ id: string; note: string }[]>('GET', '/tokens?per_page=100', {
      token: owner.token,
    });
    const listed = list.body.find((t) => t.note === 'OAuth: Test app');
    expect(listed).toBeDefined();
  });
});

describe('deleting a client', () => {
  it("revokes every grant it holds: its access and refresh tokens stop working at once, other clients' do not", async () => {
    const doomed = await registerClient(api, owner);
    const kept = await registerClient(api, owner);
    const first = await authorize(doomed);
    const second = await authorize(doomed);
    const other = await authorize(kept);
    const tokens = [
      await exchange(doomed, first.params, first.verifier),
      await exchange(doomed, second.params, second.verifier),
    ];
    const otherTokens = await exchange(kept, other.params, other.verifier);
    // A refresh adds a second access token to the first grant: both must go.
    const refreshed = await refresh(doomed, tokens[0]?.refresh_token as string);
    const accessTokens = [...tokens.map((t) => t.access_token), refreshed.access_token];
    for (const token of accessTokens) expect(await apiStatus(token)).toBe(200);

    expect((await api.request('DELETE', `/oauth2/clients/${doomed.client_id}`, { token: owner.token })).status).toBe(
      204,
    );

    for (const token of accessTokens) expect(await apiStatus(token)).toBe(401);
    for (const token of accessTokens) {
      const { Item } = await db.send(new GetCommand({ TableName: TABLE_NAME, Key: keys.token(hashSecret(token)) }));
      expect(Item).toBeUndefined();
    }
    for (const refreshToken of [refreshed.refresh_token, tokens[1]?.refresh_token]) {
      const { Item } = await db.send(
        new GetCommand({ TableName: TABLE_NAME, Key: oauthKeys.refreshToken(hashSecret(refreshToken as string)) }),
      );
      expect(Item).toBeUndefined();
    }
    expect(await apiStatus(otherTokens.access_token)).toBe(200);
    expect((await refresh(kept, otherTokens.refresh_token as string)).access_token).toMatch(/^smp_/);
  });

  it('writes no grant for a client deleted while the token request was in flight', async () => {
    const doomed = await registerClient(api, owner);
    const { params, verifier } = await authorize(doomed);
    // The client passes authentication (an ordinary read), then is marked deleted just before the
    // grant's transaction: the transaction's own check of the client must refuse it.
    let armed = true;
    const name = 'deleteClientMidRequest';
    db.middlewareStack.add(
      (next, context) => async (args) => {
        if (armed && context.commandName === 'TransactWriteItemsCommand') {
          armed = false;
          await db.send(
            new UpdateCommand({
              TableName: TABLE_NAME,
              Key: oauthKeys.client(doomed.client_id),
              UpdateExpression: 'SET deleted_at = :now',
              ExpressionAttributeValues: { ':now': new Date().toISOString() },
            }),
          );
        }
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      const res = await postForm(
        api,
        '/oauth2/token',
        {
          grant_type: 'authorization_code',
          code: params.get('code') as string,
          redirect_uri: doomed.redirect_uris[0] as string,
          code_verifier: verifier,
        },
        doomed,
      );
      expect(armed).toBe(false);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ error: 'invalid_client' });
    } finally {
      db.middlewareStack.remove(name);
    }
    const grants = await db.send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: GSI1,
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': oauthKeys.clientGrantsIndexPk(doomed.client_id) },
      }),
    );
    expect(grants.Items).toEqual([]);
  });
});
