import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of redirects: each row, then what the OpenAPI document says of them beyond their
 * handlers (`docs`), then the request that measures each (`recipes`). Every import is a type.
 */
// redirects (read_content / write_content); resolution is also open to the `public` scope, so an
// edge function holding a publishable key can ask where a path leads.
export const listRedirects: RouteDefinition = {
  name: 'list-redirects',
  method: 'GET',
  path: '/redirects',
  auth: 'site',
  scope: 'read_content',
  access: 'read',
};
export const countRedirects: RouteDefinition = {
  name: 'count-redirects',
  method: 'GET',
  path: '/redirects/count',
  auth: 'site',
  scope: 'read_content',
  access: 'read',
};
export const createRedirect: RouteDefinition = {
  name: 'create-redirect',
  method: 'POST',
  path: '/redirects',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const importRedirects: RouteDefinition = {
  name: 'import-redirects',
  method: 'POST',
  path: '/redirects/batch',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const resolveRedirect: RouteDefinition = {
  name: 'resolve-redirect',
  method: 'GET',
  path: '/redirects/resolve',
  auth: 'site',
  scope: 'read_content',
  alternativeScope: 'public',
  access: 'read',
};
export const getRedirect: RouteDefinition = {
  name: 'get-redirect',
  method: 'GET',
  path: '/redirects/{redirect}',
  auth: 'site',
  scope: 'read_content',
  access: 'read',
};
export const updateRedirect: RouteDefinition = {
  name: 'update-redirect',
  method: 'PUT',
  path: '/redirects/{redirect}',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const patchRedirect: RouteDefinition = {
  name: 'patch-redirect',
  method: 'PATCH',
  path: '/redirects/{redirect}',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const deleteRedirect: RouteDefinition = {
  name: 'delete-redirect',
  method: 'DELETE',
  path: '/redirects/{redirect}',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};

const CHANGE =
  'Changes the fields given. A target whose chain of path targets leads back to the source is refused (422 `redirect_loop`); a source held by another redirect, a page or a blog is 409 `source_taken`.';

export const docs: RouteDocs = {
  'list-redirects': { summary: 'List redirects' },
  'create-redirect': {
    description:
      'A redirect from a path (`source`: a trailing slash and any query string are dropped) to a path or an absolute http(s) URL. 409 `source_taken` when the path has a redirect, a page or a blog; 422 `redirect_loop` when its chain leads back to it (followed 5 hops at most).',
    errors: [409],
  },
  'import-redirects': {
    summary: 'Import redirects',
    description:
      "Up to 1,000 `{source, target, status_code?}`, upserted by source. Every entry is checked before any is written (a bad path or URL, a source named twice, a page's path, a loop: one 422 naming each index); then written in transactions of 100 (a page created on a source meanwhile stops it: 409 `source_taken`). Not one transaction as a whole: send the same import again after a failure, which gives the same end state.",
    errors: [409],
  },
  'resolve-redirect': {
    summary: 'Resolve a path',
    description:
      'Follows the redirects from `path` to the final target (5 hops at most): one DynamoDB read per hop. 404 when the path has no redirect. Readable with a publishable key (`public`).',
  },
  'get-redirect': { summary: 'Get a redirect' },
  'update-redirect': { summary: 'Change a redirect', description: `${CHANGE} Same as PATCH.`, errors: [409] },
  'patch-redirect': { summary: 'Change a redirect', description: `${CHANGE} Same as PUT.`, errors: [409] },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, get, unique }) => {
  const body = () => ({ source: `/${unique('old-')}`, target: `/${unique('new-')}` });
  const makeRedirect = async (context: Parameters<ReturnType<RecipeBook>[string]>[0]) =>
    must('POST /redirects', await context.api.request('POST', '/redirects', as(context.owner, { body: body() })), 201)
      .body as { id: string; source: string };
  return {
    'GET /redirects': async (context) => {
      await makeRedirect(context);
      return get('/redirects', as(context.owner));
    },
    'GET /redirects/count': async (context) => {
      await makeRedirect(context);
      return get('/redirects/count?where[source][prefix]=/', as(context.owner));
    },
    'POST /redirects': async (context) => ({
      method: 'POST',
      path: '/redirects',
      options: as(context.owner, { body: body() }),
      expect: [201],
    }),
    'POST /redirects/batch': async (context) => ({
      method: 'POST',
      path: '/redirects/batch',
      options: as(context.owner, { body: { redirects: [body(), body()] } }),
      expect: [200],
    }),
    'GET /redirects/resolve': async (context) => {
      const redirect = await makeRedirect(context);
      return get(`/redirects/resolve?path=${encodeURIComponent(redirect.source)}`, as(context.owner));
    },
    'GET /redirects/{}': async (context) => get(`/redirects/${(await makeRedirect(context)).id}`, as(context.owner)),
    'PUT /redirects/{}': async (context) => ({
      method: 'PUT',
      path: `/redirects/${(await makeRedirect(context)).id}`,
      options: as(context.owner, { body: { status_code: 302 } }),
      expect: [200],
    }),
    'PATCH /redirects/{}': async (context) => ({
      method: 'PATCH',
      path: `/redirects/${(await makeRedirect(context)).id}`,
      options: as(context.owner, { body: { target: 'https://example.com/elsewhere' } }),
      expect: [200],
    }),
    'DELETE /redirects/{}': async (context) => ({
      method: 'DELETE',
      path: `/redirects/${(await makeRedirect(context)).id}`,
      options: as(context.owner),
      expect: [204],
    }),
  };
};
