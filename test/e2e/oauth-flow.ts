import { createHash, randomBytes } from 'node:crypto';
import type { Owner, TestApi } from '../helpers/api.js';

/** Helpers shared by the OAuth integration and browser tests: clients, PKCE, and the form flow without a browser. */

export interface RegisteredClient {
  readonly client_id: string;
  readonly client_secret?: string;
  readonly redirect_uris: string[];
  readonly scopes: string[];
}

export const registerClient = async (
  api: TestApi,
  owner: Owner,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredClient> => {
  const res = await api.request<RegisteredClient>('POST', '/oauth2/clients', {
    token: owner.token,
    body: {
      name: 'Test app',
      redirect_uris: ['http://127.0.0.1:9/callback'],
      scopes: ['openid', 'profile', 'email', 'read_site', 'read_content', 'read_channels'],
      confidential: true,
      first_party: false,
      ...overrides,
    },
  });
  if (res.status !== 201) throw new Error(`client registration failed: ${res.status} ${res.text}`);
  return res.body;
};

export const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

export const basicAuth = (client: RegisteredClient) =>
  `Basic ${Buffer.from(`${encodeURIComponent(client.client_id)}:${encodeURIComponent(client.client_secret ?? '')}`).toString('base64')}`;

/** POSTs form parameters to an /oauth2 endpoint, with client_secret_basic when a client with a secret is given. */
export const postForm = async (
  api: TestApi,
  path: string,
  params: Record<string, string>,
  client?: RegisteredClient,
) => {
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (client?.client_secret) headers.authorization = basicAuth(client);
  else if (client) params = { client_id: client.client_id, ...params };
  const res = await fetch(`${api.url}${path}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(params).toString(),
  });
  const text = await res.text();
  return {
    status: res.status,
    headers: res.headers,
    text,
    body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
};

/** The hidden fields of the page's form. */
export const hiddenFields = (html: string): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields[match[1] as string] = match[2] as string;
  return fields;
};

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

export interface AuthorizeOptions {
  readonly client: RegisteredClient;
  readonly email: string;
  readonly password: string;
  readonly scope?: string;
  readonly state?: string;
  readonly nonce?: string;
  readonly challenge: string;
  readonly redirectUri?: string;
  readonly site?: string;
  readonly decision?: 'allow' | 'deny';
}

/** Runs GET /authorize → sign-in form → consent form as a browser would, and returns the final redirect. */
export const authorizeWithForms = async (api: TestApi, options: AuthorizeOptions): Promise<URL> => {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: options.client.client_id,
    redirect_uri: options.redirectUri ?? (options.client.redirect_uris[0] as string),
    scope: options.scope ?? 'openid profile email',
    state: options.state ?? 'state-123',
    code_challenge: options.challenge,
    code_challenge_method: 'S256',
    ...(options.nonce && { nonce: options.nonce }),
    ...(options.site && { site: options.site }),
  });
  const start = await fetch(`${api.url}/oauth2/authorize?${query}`, { redirect: 'manual' });
  if (start.status !== 200)
    throw new Error(`authorize failed: ${start.status} ${start.headers.get('location') ?? (await start.text())}`);
  const cookie = cookieOf(start);
  const post = (fields: Record<string, string>) =>
    fetch(`${api.url}/oauth2/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      body: new URLSearchParams(fields).toString(),
    });
  const signIn = await post({ ...hiddenFields(await start.text()), email: options.email, password: options.password });
  const consentPage = await signIn.text();
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${consentPage}`);
  const decided = await post({ ...hiddenFields(consentPage), decision: options.decision ?? 'allow' });
  if (decided.status !== 303) throw new Error(`consent failed: ${decided.status} ${await decided.text()}`);
  return new URL(decided.headers.get('location') as string);
};
