import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of API versions: each row, then what the OpenAPI document says of them beyond their
 * handlers (`docs`), then the request that measures each (`recipes`: the budget test, the
 * authorization matrix, the fault test and `npm run bench`). A handler passes its own row to
 * defineHandler, so its bundle holds that row only (every import here is a type).
 */
// the dated versions of the API and their changes (public, like the OpenAPI document)
export const listVersions: RouteDefinition = {
  name: 'list-versions',
  method: 'GET',
  path: '/versions',
  auth: 'none',
  access: 'read',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {
  'list-versions': {
    summary: 'API versions and their changelog',
    description:
      'Every dated version the API serves, oldest first, with its status (`current`, `supported`, `deprecated`), its sunset date once announced, and the breaking changes it brought. Send `X-Service-Version: <version>` to choose one per request, or pin one with `PATCH /site {api_version}` (docs/versions.md).',
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ get }) => ({
  'GET /versions': async () => get('/versions', {}),
});
