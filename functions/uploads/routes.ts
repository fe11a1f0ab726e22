import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of media uploads: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// media uploads: write_content (write_themes for a theme asset; the handler decides by the upload's purpose)
export const listUploads: RouteDefinition = {
  name: 'list-uploads',
  method: 'GET',
  path: '/uploads',
  auth: 'site',
  scope: 'read_content',
  alternativeScope: 'read_themes',
  access: 'read',
};
export const countUploads: RouteDefinition = {
  name: 'count-uploads',
  method: 'GET',
  path: '/uploads/count',
  auth: 'site',
  scope: 'read_content',
  alternativeScope: 'read_themes',
  access: 'read',
};
export const createUpload: RouteDefinition = {
  name: 'create-upload',
  method: 'POST',
  path: '/uploads',
  auth: 'site',
  scope: 'write_content',
  alternativeScope: 'write_themes',
  access: 'write',
};
export const getUpload: RouteDefinition = {
  name: 'get-upload',
  method: 'GET',
  path: '/uploads/{upload}',
  auth: 'site',
  scope: 'read_content',
  alternativeScope: 'read_themes',
  access: 'read',
};
export const completeUpload: RouteDefinition = {
  name: 'complete-upload',
  method: 'POST',
  path: '/uploads/{upload}/complete',
  auth: 'site',
  scope: 'write_content',
  alternativeScope: 'write_themes',
  access: 'write',
};
export const deleteUpload: RouteDefinition = {
  name: 'delete-upload',
  method: 'DELETE',
  path: '/uploads/{upload}',
  auth: 'site',
  scope: 'write_content',
  alternativeScope: 'write_themes',
  access: 'write',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ as, get, makeUpload, PNG_1x1, sha256Base64 }) => ({
  // media uploads (S3 requests are held to their own budget in uploads.test.ts)
  'GET /uploads': async (context) => {
    await makeUpload(context);
    return get('/uploads', as(context.owner));
  },
  'GET /uploads/count': async (context) => {
    await makeUpload(context);
    return get('/uploads/count?where[status]=ready', as(context.owner));
  },
  'POST /uploads': async ({ owner }) => ({
    method: 'POST',
    path: '/uploads',
    expect: [201],
    options: as(owner, {
      body: {
        filename: 'pixel.png',
        content_type: 'image/png',
        size: PNG_1x1.length,
        checksum_sha256: sha256Base64(PNG_1x1),
      },
    }),
  }),
  'GET /uploads/{}': async (context) => get(`/uploads/${await makeUpload(context)}`, as(context.owner)),
  'POST /uploads/{}/complete': async (context) => ({
    method: 'POST',
    path: `/uploads/${await makeUpload(context, false)}/complete`,
    options: as(context.owner),
    expect: [200],
  }),
  'DELETE /uploads/{}': async (context) => ({
    method: 'DELETE',
    path: `/uploads/${await makeUpload(context)}`,
    options: as(context.owner),
    expect: [204],
  }),
});
