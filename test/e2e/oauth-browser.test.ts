import { createServer, type Server } from 'node:http';
import * as oidc from 'openid-client';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../local/server.js';
import { useApi, type Owner } from '../helpers/api.js';
import { chromiumPresent, launchChromium } from './chromium.js';
import { registerClient, type RegisteredClient } from './oauth-flow.js';

const hasChromium = chromiumPresent('oauth-browser');

/** A client's redirect target on 127.0.0.1 that remembers the URLs it was sent to. */
const startCallbackServer = async () => {
  const received: URL[] = [];
  const server: Server = createServer((req, res) => {
    received.push(new URL(req.url ?? '/', 'http://127.0.0.1'));
    res.writeHead(200, { 'content-type': 'text/plain' }).end('You can close this window.');
  });
  const url = await listen(server, 0);
  return {
    redirectUri: `${url}/callback`,
    received,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
};

describe.skipIf(!hasChromium)('authorization code + PKCE in a real browser (Chromium) with openid-client', () => {
  const api = useApi();
  let browser: Browser;
  let callback: Awaited<ReturnType<typeof startCallbackServer>>;
  let owner: Owner;
  let client: RegisteredClient;

  beforeAll(async () => {
    callback = await startCallbackServer();
    owner = await api.owner();
    client = await registerClient(api, owner, {
      redirect_uris: [callback.redirectUri],
      scopes: ['openid', 'profile', 'email', 'read_site', 'read_channels'],
    });
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await callback?.close();
  });

  it('signs in on the HTML page without JavaScript, consents, and completes the flow with openid-client', async () => {
    const config = await oidc.discovery(
      new URL(`${api.url}/oauth2`),
      client.client_id,
      undefined,
      oidc.ClientSecretBasic(client.client_secret),
      { execute: [oidc.allowInsecureRequests] },
    );
    expect(config.serverMetadata().issuer).toBe(`${api.url}/oauth2`);

    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const authorizationUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callback.redirectUri,
      scope: 'openid profile email read_site',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });

    // No JavaScript at all: the pages are plain forms.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto(authorizationUrl.href);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await expect(page.title()).resolves.toContain('Sign in');
    await page.getByLabel('Email').fill(owner.user.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('heading', { name: 'Allow access?' }).waitFor();
    expect(await page.getByRole('listitem').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining('read_site')]),
    );
    await Promise.all([
      page.waitForURL((url) => url.href.startsWith(callback.redirectUri)),
      page.locator('button[value="allow"]').click(),
    ]);
    await context.close();

    // Every request the browser made went to the API or back to the client: no third-party resources.
    for (const url of requested) expect(url.startsWith(api.url) || url.startsWith(callback.redirectUri)).toBe(true);
    const callbackUrl = callback.received.find((url) => url.pathname === '/callback') as URL;
    expect(callbackUrl.searchParams.get('iss')).toBe(`${api.url}/oauth2`);
    const currentUrl = new URL(`${callback.redirectUri}${callbackUrl.search}`);

    // Code exchange with PKCE; openid-client validates the ID token (signature via JWKS, iss, aud, nonce, exp).
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    expect(claims).toMatchObject({
      iss: `${api.url}/oauth2`,
      aud: client.client_id,
      sub: owner.user.id,
      email: owner.user.email,
      name: 'Owner',
      nonce,
    });
    expect(typeof claims?.auth_time).toBe('number');
    expect(tokens.token_type).toBe('bearer');
    expect(tokens.scope).toBe('openid profile email read_site');

    const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, owner.user.id);
    expect(userinfo).toMatchObject({ sub: owner.user.id, email: owner.user.email, name: 'Owner' });

    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token as string);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect(refreshed.claims()?.sub).toBe(owner.user.id);

    // The access token is an ordinary API token.
    const site = await api.request('GET', '/site', { token: refreshed.access_token, site: owner.site.id });
    expect(site.status).toBe(200);
    expect(site.body).toMatchObject({ id: owner.site.id });
    expect(site.headers.get('x-oauth-scopes')).toBe('openid, profile, email, read_site');

    // Revoking the refresh token revokes the grant, and with it its access tokens.
    await oidc.tokenRevocation(config, refreshed.refresh_token as string);
    expect((await api.request('GET', '/site', { token: refreshed.access_token, site: owner.site.id })).status).toBe(
      401,
    );
    await expect(oidc.refreshTokenGrant(config, refreshed.refresh_token as string)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('signs a customer in with site= and reads an ACL-protected entry with the resulting token alone', async () => {
    const as = { token: owner.token, site: owner.site.id };
    const customer = { email: `cora-${Date.now()}@example.com`, password: 'customer-password-1' };
    expect((await api.request('POST', '/customers', { ...as, body: { ...customer, first_name: 'Cora' } })).status).toBe(
      201,
    );
    const channel = await api.request('POST', '/channels', {
      ...as,
      body: {
        name: `Members ${Date.now()}`,
        customizations: [{ name: 'title', type: 'string' }],
        acl: { read: 'customers' },
      },
    });
    const entry = await api.request('POST', `/channels/${channel.body.id}/entries`, {
      ...as,
      body: { fields: { title: 'For members' } },
    });
    expect(entry.status).toBe(201);

    const config = await oidc.discovery(
      new URL(`${api.url}/oauth2`),
      client.client_id,
      undefined,
      oidc.ClientSecretBasic(client.client_secret),
      { execute: [oidc.allowInsecureRequests] },
    );
    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const authorizationUrl = oidc.buildAuthorizationUrl(config, {
      redirect_uri: callback.redirectUri,
      scope: 'openid email read_channels',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      site: owner.site.subdomain,
    });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(authorizationUrl.href);
    await page.getByText('as a customer of').waitFor();
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await Promise.all([
      page.waitForURL((url) => url.href.startsWith(callback.redirectUri)),
      page.getByRole('button', { name: 'Allow' }).click(),
    ]);
    const callbackUrl = new URL(page.url());
    await context.close();

    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    expect(tokens.claims()).toMatchObject({ email: customer.email, site_id: owner.site.id });
    // The customer comes from the bearer token itself: no X-Service-Site, no Session-Token.
    const read = await api.request('GET', `/channels/${channel.body.id}/entries/${entry.body.id}`, {
      token: tokens.access_token,
    });
    expect(read.status).toBe(200);
    expect(read.body.id).toBe(entry.body.id);
  });
});
