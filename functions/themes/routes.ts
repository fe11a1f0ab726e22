import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of themes and their items: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// themes (read_themes / write_themes)
export const listThemes: RouteDefinition = {
  name: 'list-themes',
  method: 'GET',
  path: '/themes',
  auth: 'site',
  scope: 'read_themes',
  access: 'read',
};
export const createTheme: RouteDefinition = {
  name: 'create-theme',
  method: 'POST',
  path: '/themes',
  auth: 'site',
  scope: 'write_themes',
  access: 'write',
};
export const getTheme: RouteDefinition = {
  name: 'get-theme',
  method: 'GET',
  path: '/themes/{theme}',
  auth: 'site',
  scope: 'read_themes',
  access: 'read',
};
export const updateTheme: RouteDefinition = {
  name: 'update-theme',
  method: 'PUT',
  path: '/themes/{theme}',
  auth: 'site',
  scope: 'write_themes',
  access: 'write',
};
export const deleteTheme: RouteDefinition = {
  name: 'delete-theme',
  method: 'DELETE',
  path: '/themes/{theme}',
  auth: 'site',
  scope: 'write_themes',
  access: 'write',
};
export const listThemeLayouts: RouteDefinition = {
  name: 'list-theme-layouts',
  method: 'GET',
  path: '/themes/{theme}/layouts',
  auth: 'site',
  scope: 'read_themes',
  access: 'read',
};
export const upsertThemeLayout: RouteDefinition = {
  name: 'upsert-theme-layout',
  method: 'POST',
  path: '/themes/{theme}/layouts',
  auth: 'site',
  scope: 'write_themes',
  access: 'write',
};
export const getThemeLayout: RouteDefinition = {
  name: 'get-theme-layout',
  method: 'GET',
  path: '/themes/{theme}/layouts/{name}',
  auth: 'site',
  scope: 'read_themes',
  access: 'read',
};
export const deleteThemeLayout: RouteDefinition = {
  name: 'delete-theme-layout',
  method: 'DELETE',
  path: '/themes/{theme}/layouts/{name}',
  auth: 'site',
  scope: 'write_themes',
  access: 'write',
};
export const listThemeTemplates: RouteDefinition = {
  name: 'list-theme-templates',
  method: 'GET',
  path: '/themes/{theme}/templates',
  auth: 'site',
  scope: 'read_themes',
  access: 'read',
};
export const upsertThemeTemplate: RouteDefinition = {
  name: 'upsert-theme-template',
  method: 'POST',
  path: '/themes/{theme}/templates',
  auth: 'site',
  scope: 'write_themes',
  access: 'write',
};
export const getThemeTemplate: RouteDefinition = {
  name: 'get-theme-template',
  method: 'GET',
  path: '/themes/{theme}/templates/{name}',
  auth: 'site',
  scope: 'read_themes',
  access: 'read',
};
export const deleteThemeTemplate: RouteDefinition = {
  name: 'delete-theme-template',
  method: 'DELETE',
  path: '/themes/{theme}/templates/{name}',
  auth: 'site',
  scope: 'write_themes',
  access: 'write',
};
export const listThemeSnippets: RouteDefinition = {
  name: 'list-theme-snippets',
  method: 'GET',
  path: '/themes/{theme}/snippets',
  auth: 'site',
  scope: 'read_themes',
  access: 'read',
};
export const upsertThemeSnippet: RouteDefinition = {
  name: 'upsert-theme-snippet',
  method: 'POST',
  path: '/themes/{theme}/snippets',
  auth: 'site',
  scope: 'write_themes',
  access: 'write',
};
export const getThemeSnippet: RouteDefinition = {
  name: 'get-theme-snippet',
  method: 'GET',
  path: '/themes/{theme}/snippets/{name}',
  auth: 'site',
  scope: 'read_themes',
  access: 'read',
};
export const deleteThemeSnippet: RouteDefinition = {
  name: 'delete-theme-snippet',
  method: 'DELETE',
  path: '/themes/{theme}/snippets/{name}',
  auth: 'site',
  scope: 'write_themes',
  access: 'write',
};
export const listThemeAssets: RouteDefinition = {
  name: 'list-theme-assets',
  method: 'GET',
  path: '/themes/{theme}/assets',
  auth: 'site',
  scope: 'read_themes',
  access: 'read',
};
export const upsertThemeAsset: RouteDefinition = {
  name: 'upsert-theme-asset',
  method: 'POST',
  path: '/themes/{theme}/assets',
  auth: 'site',
  scope: 'write_themes',
  access: 'write',
};
export const getThemeAsset: RouteDefinition = {
  name: 'get-theme-asset',
  method: 'GET',
  path: '/themes/{theme}/assets/{name}',
  auth: 'site',
  scope: 'read_themes',
  access: 'read',
};
export const deleteThemeAsset: RouteDefinition = {
  name: 'delete-theme-asset',
  method: 'DELETE',
  path: '/themes/{theme}/assets/{name}',
  auth: 'site',
  scope: 'write_themes',
  access: 'write',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ as, get, makeTheme, themeItemRecipes, unique }) => ({
  // themes
  'GET /themes': async (context) => {
    await makeTheme(context);
    return get('/themes', as(context.owner));
  },
  'POST /themes': async ({ owner }) => ({
    method: 'POST',
    path: '/themes',
    options: as(owner, { body: { name: unique('Theme ') } }),
    expect: [201],
  }),
  'GET /themes/{}': async (context) => get(`/themes/${await makeTheme(context, true)}`, as(context.owner)),
  'PUT /themes/{}': async (context) => ({
    method: 'PUT',
    path: `/themes/${await makeTheme(context)}`,
    options: as(context.owner, { body: { name: 'Renamed' } }),
    expect: [200],
  }),
  'PATCH /themes/{}': async (context) => ({
    method: 'PATCH',
    path: `/themes/${await makeTheme(context)}`,
    options: as(context.owner, { body: { name: 'Renamed' } }),
    expect: [200],
  }),
  'DELETE /themes/{}': async (context) => ({
    method: 'DELETE',
    path: `/themes/${await makeTheme(context, true)}`,
    options: as(context.owner),
    expect: [204],
  }),
  ...themeItemRecipes,
});
