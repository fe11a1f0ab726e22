import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of authentication: sign-in, tokens, the user: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// identity: login, tokens, user
export const login: RouteDefinition = {
  name: 'login',
  method: 'POST',
  path: '/auth/login',
  auth: 'none',
  access: 'write',
};
export const createToken: RouteDefinition = {
  name: 'create-token',
  method: 'POST',
  path: '/tokens',
  auth: 'token',
  access: 'write',
};
export const listTokens: RouteDefinition = {
  name: 'list-tokens',
  method: 'GET',
  path: '/tokens',
  auth: 'token',
  access: 'read',
};
export const deleteToken: RouteDefinition = {
  name: 'delete-token',
  method: 'DELETE',
  path: '/tokens/{token}',
  auth: 'token',
  access: 'write',
};
export const getUser: RouteDefinition = {
  name: 'get-user',
  method: 'GET',
  path: '/user',
  auth: 'token',
  access: 'read',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {
  login: {
    errors: [401, 429],
    summary: 'Sign in (user token)',
    description:
      'Takes `Authorization: Basic base64(email:password)` or `{email, password}` in the body; issues a user-scoped master token.',
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, get, unique }) => ({
  'POST /auth/login': async ({ owner }) => ({
    method: 'POST',
    path: '/auth/login',
    options: { body: { email: owner.user.email, password: owner.password } },
    expect: [201],
  }),
  'POST /tokens': async ({ owner }) => ({
    method: 'POST',
    path: '/tokens',
    options: { token: owner.token, body: { note: unique('t'), scopes: ['read_site'], site_id: owner.site.id } },
    expect: [201],
  }),
  'GET /tokens': async ({ owner }) => get('/tokens', { token: owner.token }),
  'DELETE /tokens/{}': async ({ api, owner }) => {
    const made = must(
      'POST /tokens',
      await api.request('POST', '/tokens', { token: owner.token, body: { note: unique('t'), scopes: ['read_site'] } }),
      201,
    );
    return { method: 'DELETE', path: `/tokens/${made.body.id}`, options: { token: owner.token }, expect: [204] };
  },
  'GET /user': async ({ owner }) => get('/user', { token: owner.token }),
});
