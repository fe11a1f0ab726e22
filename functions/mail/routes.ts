import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of mail: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// mail: addresses a site's mail no longer goes to, recorded from SES bounces and complaints
export const listMailSuppressions: RouteDefinition = {
  name: 'list-mail-suppressions',
  method: 'GET',
  path: '/mail/suppressions',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {
  'list-mail-suppressions': {
    summary: "Addresses the site's mail no longer goes to",
    description: 'Recorded from SES: a hard bounce or a complaint suppresses the address for this site.',
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ as, get }) => ({
  'GET /mail/suppressions': async ({ owner }) => get('/mail/suppressions', as(owner)),
});
