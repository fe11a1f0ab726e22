import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of sites and members: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// sites and members
export const listSites: RouteDefinition = {
  name: 'list-sites',
  method: 'GET',
  path: '/sites',
  auth: 'token',
  access: 'read',
};
export const createSite: RouteDefinition = {
  name: 'create-site',
  method: 'POST',
  path: '/sites',
  auth: 'token',
  access: 'write',
};
export const getSite: RouteDefinition = {
  name: 'get-site',
  method: 'GET',
  path: '/sites/{site}',
  auth: 'token',
  access: 'read',
};
export const getCurrentSite: RouteDefinition = {
  name: 'get-current-site',
  method: 'GET',
  path: '/site',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};
export const updateCurrentSite: RouteDefinition = {
  name: 'update-current-site',
  method: 'PATCH',
  path: '/site',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};
export const listMembers: RouteDefinition = {
  name: 'list-members',
  method: 'GET',
  path: '/sites/{site}/members',
  auth: 'token',
  scope: 'read_site',
  access: 'read',
};
export const addMember: RouteDefinition = {
  name: 'add-member',
  method: 'POST',
  path: '/sites/{site}/members',
  auth: 'token',
  scope: 'write_site',
  access: 'write',
};
export const removeMember: RouteDefinition = {
  name: 'remove-member',
  method: 'DELETE',
  path: '/sites/{site}/members/{user}',
  auth: 'token',
  scope: 'write_site',
  access: 'write',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {
  'remove-member': { errors: [422] },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, get, unique }) => ({
  // sites and members
  'GET /sites': async ({ owner }) => get('/sites', { token: owner.token }),
  'POST /sites': async ({ owner }) => ({
    method: 'POST',
    path: '/sites',
    options: { token: owner.token, body: { subdomain: unique('bench-'), name: 'Bench site' } },
    expect: [201],
  }),
  'GET /sites/{}': async ({ owner }) => get(`/sites/${owner.site.id}`, { token: owner.token }),
  'GET /site': async ({ owner }) => get('/site', as(owner)),
  'PATCH /site': async ({ owner }) => ({
    method: 'PATCH',
    path: '/site',
    options: as(owner, { body: { currency: 'EUR' } }),
    expect: [200],
  }),
  'GET /sites/{}/members': async ({ owner }) => get(`/sites/${owner.site.id}/members`, { token: owner.token }),
  'POST /sites/{}/members': async ({ owner }) => ({
    method: 'POST',
    path: `/sites/${owner.site.id}/members`,
    expect: [201],
    options: {
      token: owner.token,
      body: { email: `${unique('m')}@example.com`, name: 'Member', password: 'member-password-1' },
    },
  }),
  'DELETE /sites/{}/members/{}': async ({ api, owner }) => {
    const added = must(
      'POST /sites/{}/members',
      await api.request('POST', `/sites/${owner.site.id}/members`, {
        token: owner.token,
        body: { email: `${unique('m')}@example.com`, name: 'Member', password: 'member-password-1' },
      }),
      201,
    );
    const userId = (added.body.user?.id ?? added.body.id) as string;
    return {
      method: 'DELETE',
      path: `/sites/${owner.site.id}/members/${userId}`,
      options: { token: owner.token },
      expect: [204],
    };
  },
});
