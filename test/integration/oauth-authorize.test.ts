import { beforeAll, describe, expect, it } from 'vitest';
import { useApi, type Owner } from '../helpers/api.js';
import {
  authorizeWithForms,
  hiddenFields,
  pkcePair,
  registerClient,
  type RegisteredClient,
} from '../e2e/oauth-flow.js';

const api = useApi();
let owner: Owner;
let client: RegisteredClient;
const REDIRECT = 'http://127.0.0.1:9/callback?app=1';

beforeAll(async () => {
  owner = await api.owner();
  client = await registerClient(api, owner, { redirect_uris: [REDIRECT] });
});

const authorizeQuery = (overrides: Record<string, string | undefined> = {}) => {
  const params: Record<string, string | undefined> = {
    response_type: 'code',
    client_id: client.client_id,
    redirect_uri: REDIRECT,
    scope: 'openid email',
    state: 's1',
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
  return new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => e[1] !== undefined),
  ).toString();
};
const get = (query: string) => fetch(`${api.url}/oauth2/authorize?${query}`, { redirect: 'manual' });

const startPage = async () => {
  const res = await get(authorizeQuery());
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { res, html: await res.text(), cookie };
};
const postForm = (fields: Record<string, string>, cookie?: string) =>
  fetch(`${api.url}/oauth2/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie && { cookie }) },
    body: new URLSearchParams(fields).toString(),
  });

describe('GET /oauth2/authorize', () => {
  it('renders an accessible sign-in form that loads nothing from elsewhere', async () => {
    const { res, html } = await startPage();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(
      /<label for="email">Email<\/label>\s*<input id="email" name="email" type="email" autocomplete="username" required/,
    );
    expect(html).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(html).not.toMatch(/<script|<link|<img|src=|https?:\/\//);
    const csp = res.headers.get('content-security-policy') as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookie = res.headers.getSetCookie()[0] as string;
    expect(cookie).toMatch(
      /^sm_oauth_browser=[A-Za-z0-9_-]{43}; Path=\/oauth2\/; Max-Age=86400; HttpOnly; SameSite=Lax$/,
    );
    expect(Object.keys(hiddenFields(html)).sort()).toEqual(['csrf_token', 'request_id', 'step']);
  });

  it('shows an error page and never redirects for an unknown client', async () => {
    const res = await get(authorizeQuery({ client_id: '0123456789abcdef01234567' }));
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.text()).toContain('client_id is unknown');
  });

  it('shows an error page and never redirects for an unregistered redirect URI (exact match)', async () => {
    for (const uri of ['http://127.0.0.1:9/callback', `${REDIRECT}&x=1`, 'https://evil.example/cb']) {
      const res = await get(authorizeQuery({ redirect_uri: uri }));
      expect(res.status).toBe(400);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('redirects with invalid_request, state and iss when PKCE is missing or not S256', async () => {
    for (const overrides of [
      { code_challenge: undefined },
      { code_challenge_method: 'plain' },
      { code_challenge_method: undefined },
    ]) {
      const res = await get(authorizeQuery(overrides));
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location') as string);
      expect(location.origin + location.pathname).toBe('http://127.0.0.1:9/callback');
      expect(location.searchParams.get('app')).toBe('1');
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('state')).toBe('s1');
      expect(location.searchParams.get('iss')).toBe(`${api.url}/oauth2`);
    }
  });

  it('redirects with unsupported_response_type and invalid_scope', async () => {
    const token = new URL((await get(authorizeQuery({ response_type: 'token' }))).headers.get('location') as string);
    expect(token.searchParams.get('error')).toBe('unsupported_response_type');
    const scope = new URL(
      (await get(authorizeQuery({ scope: 'openid write_cloudcode' }))).headers.get('location') as string,
    );
    expect(scope.searchParams.get('error')).toBe('invalid_scope');
    const unknown = new URL((await get(authorizeQuery({ scope: 'openid nope' }))).headers.get('location') as string);
    expect(unknown.searchParams.get('error')).toBe('invalid_scope');
  });
});

describe('POST /oauth2/authorize', () => {
  it('refuses a form post without the browser cookie (cross-site request forgery)', async () => {
    const { html } = await startPage();
    const res = await postForm({ ...hiddenFields(html), email: owner.user.email, password: owner.password });
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('could not be verified');
  });

  it('refuses a form post with a wrong CSRF token', async () => {
    const { html, cookie } = await startPage();
    const res = await postForm(
      { ...hiddenFields(html), csrf_token: 'x'.repeat(43), email: owner.user.email, password: owner.password },
      cookie,
    );
    expect(res.status).toBe(403);
  });

  it("refuses another browser's cookie", async () => {
    const { html } = await startPage();
    const other = await startPage();
    const res = await postForm(
      { ...hiddenFields(html), email: owner.user.email, password: owner.password },
      other.cookie,
    );
    expect(res.status).toBe(403);
  });

  it('shows the form again with an alert for a wrong password', async () => {
    const { html, cookie } = await startPage();
    const res = await postForm({ ...hiddenFields(html), email: owner.user.email, password: 'wrong' }, cookie);
    expect(res.status).toBe(400);
    const page = await res.text();
    expect(page).toMatch(/<p class="error" role="alert" id="form-error">The email or password is incorrect.<\/p>/);
    expect(page).toContain(`value="${owner.user.email}"`);
  });

  it('shows the consent page with Allow and Deny and the requested scopes, and refuses a replayed sign-in form', async () => {
    const { html, cookie } = await startPage();
    const fields = { ...hiddenFields(html), email: owner.user.email, password: owner.password };
    const res = await postForm(fields, cookie);
    expect(res.status).toBe(200);
    const page = await res.text();
    expect(page).toContain('<button type="submit" name="decision" value="allow">Allow</button>');
    expect(page).toContain('<button type="submit" name="decision" value="deny" class="secondary">Deny</button>');
    expect(page).toContain('<strong>openid</strong>');
    expect(page).toContain('<strong>email</strong>');
    expect(res.headers.get('content-security-policy')).toContain("form-action 'self' http://127.0.0.1:9");
    expect(hiddenFields(page).csrf_token).not.toBe((fields as Record<string, string>).csrf_token);
    expect((await postForm(fields, cookie)).status).toBe(403);
  });

  it('redirects with access_denied, state and iss on Deny', async () => {
    const location = await authorizeWithForms(api, {
      client,
      email: owner.user.email,
      password: owner.password,
      challenge: pkcePair().challenge,
      decision: 'deny',
      state: 'deny-state',
    });
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('deny-state');
    expect(location.searchParams.get('iss')).toBe(`${api.url}/oauth2`);
    expect(location.searchParams.get('code')).toBeNull();
  });

  it('redirects with a code, state and iss on Allow, and decides a request only once', async () => {
    const { html, cookie } = await startPage();
    const consent = await (
      await postForm({ ...hiddenFields(html), email: owner.user.email, password: owner.password }, cookie)
    ).text();
    const decision = { ...hiddenFields(consent), decision: 'allow' };
    const res = await postForm(decision, cookie);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location') as string);
    expect(location.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(location.searchParams.get('state')).toBe('s1');
    expect(location.searchParams.get('iss')).toBe(`${api.url}/oauth2`);
    const again = await postForm(decision, cookie);
    expect(again.status).toBe(400);
    expect(again.headers.get('location')).toBeNull();
  });
});
