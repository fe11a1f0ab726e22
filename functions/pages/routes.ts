import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of pages: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// content: pages, blogs, articles (read_content / write_content)
export const listPages: RouteDefinition = {
  name: 'list-pages',
  method: 'GET',
  path: '/pages',
  auth: 'site',
  scope: 'read_content',
  access: 'read',
};
export const countPages: RouteDefinition = {
  name: 'count-pages',
  method: 'GET',
  path: '/pages/count',
  auth: 'site',
  scope: 'read_content',
  access: 'read',
};
export const createPage: RouteDefinition = {
  name: 'create-page',
  method: 'POST',
  path: '/pages',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const getPage: RouteDefinition = {
  name: 'get-page',
  method: 'GET',
  path: '/pages/{page}',
  auth: 'site',
  scope: 'read_content',
  access: 'read',
};
export const updatePage: RouteDefinition = {
  name: 'update-page',
  method: 'PATCH',
  path: '/pages/{page}',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const deletePage: RouteDefinition = {
  name: 'delete-page',
  method: 'DELETE',
  path: '/pages/{page}',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const batchPage: RouteDefinition = {
  name: 'batch-page',
  method: 'POST',
  path: '/pages/{page}/batch',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {
  'delete-page': { errors: [409] },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ as, get, makePage, unique }) => ({
  // pages
  'GET /pages': async (context) => {
    await makePage(context);
    return get('/pages', as(context.owner));
  },
  'GET /pages/count': async (context) => {
    await makePage(context);
    return get('/pages/count?fullpath.start=page', as(context.owner));
  },
  'POST /pages': async ({ owner }) => ({
    method: 'POST',
    path: '/pages',
    options: as(owner, { body: { title: unique('Page ') } }),
    expect: [201],
  }),
  'GET /pages/{}': async (context) => get(`/pages/${(await makePage(context)).id}`, as(context.owner)),
  'PATCH /pages/{}': async (context) => {
    const page = await makePage(context);
    return {
      method: 'PATCH',
      path: `/pages/${page.id}`,
      options: as(context.owner, { body: { title: 'Changed' }, headers: { 'if-match': page.etag } }),
      expect: [200],
    };
  },
  'DELETE /pages/{}': async (context) => {
    const page = await makePage(context);
    return {
      method: 'DELETE',
      path: `/pages/${page.id}`,
      options: as(context.owner, { headers: { 'if-match': page.etag } }),
      expect: [204],
    };
  },
  'POST /pages/{}/batch': async (context) => {
    const page = await makePage(context);
    const operations = [
      { op: 'set', path: '/title', value: 'Batched' },
      { op: 'set', path: '/items/hero/content', value: 'Hello' },
      { op: 'insert', path: '/locales', value: 'de' },
    ];
    return {
      method: 'POST',
      path: `/pages/${page.id}/batch`,
      options: as(context.owner, { body: { operations }, headers: { 'if-match': page.etag } }),
      expect: [200],
    };
  },
});
