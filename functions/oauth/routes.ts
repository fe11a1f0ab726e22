import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of OAuth 2 and OpenID Connect: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// oauth2 and openid connect
export const getOpenidConfiguration: RouteDefinition = {
  name: 'get-openid-configuration',
  method: 'GET',
  path: '/oauth2/.well-known/openid-configuration',
  auth: 'none',
  access: 'read',
};
// jwks creates the stage's signing key on first use
export const getOauthJwks: RouteDefinition = {
  name: 'get-oauth-jwks',
  method: 'GET',
  path: '/oauth2/jwks',
  auth: 'none',
  access: 'write',
};
// GET stores the pending request; POST takes the sign-in and consent forms
export const oauthAuthorize: RouteDefinition = {
  name: 'oauth-authorize',
  method: 'GET',
  path: '/oauth2/authorize',
  auth: 'none',
  access: 'write',
};
export const oauthAuthorizeForm: RouteDefinition = {
  name: 'oauth-authorize-form',
  method: 'POST',
  path: '/oauth2/authorize',
  auth: 'none',
  access: 'write',
};
export const oauthToken: RouteDefinition = {
  name: 'oauth-token',
  method: 'POST',
  path: '/oauth2/token',
  auth: 'none',
  access: 'write',
};
export const oauthRevoke: RouteDefinition = {
  name: 'oauth-revoke',
  method: 'POST',
  path: '/oauth2/revoke',
  auth: 'none',
  access: 'write',
};
export const oauthIntrospect: RouteDefinition = {
  name: 'oauth-introspect',
  method: 'POST',
  path: '/oauth2/introspect',
  auth: 'none',
  access: 'write',
};
export const getOauthUserinfo: RouteDefinition = {
  name: 'get-oauth-userinfo',
  method: 'GET',
  path: '/oauth2/userinfo',
  auth: 'none',
  access: 'read',
};
export const createOauthClient: RouteDefinition = {
  name: 'create-oauth-client',
  method: 'POST',
  path: '/oauth2/clients',
  auth: 'token',
  scope: 'write_site',
  access: 'write',
};
export const listOauthClients: RouteDefinition = {
  name: 'list-oauth-clients',
  method: 'GET',
  path: '/oauth2/clients',
  auth: 'token',
  scope: 'read_site',
  access: 'read',
};
export const deleteOauthClient: RouteDefinition = {
  name: 'delete-oauth-client',
  method: 'DELETE',
  path: '/oauth2/clients/{client_id}',
  auth: 'token',
  scope: 'write_site',
  access: 'write',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {
  'get-openid-configuration': { summary: 'OpenID Provider metadata' },
  'get-oauth-jwks': { summary: 'Public signing keys (JWK Set)', mediaType: 'application/jwk-set+json' },
  'oauth-authorize': {
    summary: 'Start an authorization (code flow with PKCE)',
    mediaType: 'text/html',
    description:
      'Shows the sign-in page, or redirects back to the client with an error when the client and redirect URI are known.',
  },
  'oauth-authorize-form': {
    summary: 'Submit the sign-in or consent form',
    mediaType: 'text/html',
    description:
      'Posted by the pages of GET /oauth2/authorize; answers with the next page or a 303 redirect to the client.',
  },
  // Client authentication fails with 401 invalid_client (RFC 6749 5.2); the password grant is throttled like sign-in.
  'oauth-token': { summary: 'Token endpoint (authorization_code, refresh_token, password grants)', errors: [401, 429] },
  'oauth-revoke': { summary: 'Revoke a token (RFC 7009)', errors: [401] },
  'oauth-introspect': { summary: 'Introspect a token (RFC 7662)', errors: [401] },
  'get-oauth-userinfo': { summary: 'OpenID Connect UserInfo', security: [{ oauth2: ['openid'] }], errors: [401, 403] },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({
  must,
  form,
  basic,
  get,
  REDIRECT_URI,
  makeClient,
  passwordGrant,
  startAuthorization,
  unique,
}) => ({
  // oauth2 and openid connect
  'GET /oauth2/.well-known/openid-configuration': async () => get('/oauth2/.well-known/openid-configuration', {}),
  'GET /oauth2/jwks': async ({ api }) => {
    must('GET /oauth2/jwks (creates the signing key)', await api.request('GET', '/oauth2/jwks'), 200);
    return get('/oauth2/jwks', {});
  },
  'GET /oauth2/authorize': async (context) => {
    const client = await makeClient(context);
    const { query } = await startAuthorization(context, client);
    return get(`/oauth2/authorize?${query}`, {});
  },
  // The sign-in step of the form (the heavier of the two steps).
  'POST /oauth2/authorize': async (context) => {
    const client = await makeClient(context);
    const started = await startAuthorization(context, client);
    return {
      method: 'POST',
      path: '/oauth2/authorize',
      expect: [200],
      options: {
        ...form({
          step: 'sign_in',
          request_id: started.requestId,
          csrf_token: started.csrf,
          email: context.owner.user.email,
          password: context.owner.password,
        }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: started.cookie },
      },
    };
  },
  // A refresh: the grant used by every long-lived client, as opposed to the one-off sign-in.
  'POST /oauth2/token': async (context) => {
    const client = await makeClient(context);
    const tokens = await passwordGrant(context, client);
    return {
      method: 'POST',
      path: '/oauth2/token',
      expect: [200],
      options: {
        ...form({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token ?? '' }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic(client.id, client.secret) },
      },
    };
  },
  'POST /oauth2/revoke': async (context) => {
    const client = await makeClient(context);
    const tokens = await passwordGrant(context, client);
    return {
      method: 'POST',
      path: '/oauth2/revoke',
      expect: [200],
      options: {
        ...form({ token: tokens.access_token }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic(client.id, client.secret) },
      },
    };
  },
  'POST /oauth2/introspect': async (context) => {
    const client = await makeClient(context);
    const tokens = await passwordGrant(context, client);
    return {
      method: 'POST',
      path: '/oauth2/introspect',
      expect: [200],
      options: {
        ...form({ token: tokens.access_token }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...basic(client.id, client.secret) },
      },
    };
  },
  'GET /oauth2/userinfo': async (context) => {
    const tokens = await passwordGrant(context, await makeClient(context));
    return get('/oauth2/userinfo', { token: tokens.access_token });
  },
  'POST /oauth2/clients': async ({ owner }) => ({
    method: 'POST',
    path: '/oauth2/clients',
    expect: [201],
    options: { token: owner.token, body: { name: unique('app '), redirect_uris: [REDIRECT_URI], scopes: ['openid'] } },
  }),
  'GET /oauth2/clients': async (context) => {
    await makeClient(context);
    return get('/oauth2/clients', { token: context.owner.token });
  },
  'DELETE /oauth2/clients/{}': async (context) => ({
    method: 'DELETE',
    path: `/oauth2/clients/${(await makeClient(context)).id}`,
    options: { token: context.owner.token },
    expect: [204],
  }),
});
