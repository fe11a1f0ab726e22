import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of checkout profiles: each row, then what the OpenAPI document says of them beyond their
 * handlers (`docs`), then the request that measures each (`recipes`: the budget test, the
 * authorization matrix, the fault test and `npm run bench`). A handler passes its own row to
 * defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// checkout profiles (read_products / write_products)
export const listCheckoutProfiles: RouteDefinition = {
  name: 'list-checkout-profiles',
  method: 'GET',
  path: '/products/checkout_profiles',
  auth: 'site',
  scope: 'read_products',
  access: 'read',
};
export const createCheckoutProfile: RouteDefinition = {
  name: 'create-checkout-profile',
  method: 'POST',
  path: '/products/checkout_profiles',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};
export const getCheckoutProfile: RouteDefinition = {
  name: 'get-checkout-profile',
  method: 'GET',
  path: '/products/checkout_profiles/{profile}',
  auth: 'site',
  scope: 'read_products',
  access: 'read',
};
export const updateCheckoutProfile: RouteDefinition = {
  name: 'update-checkout-profile',
  method: 'PUT',
  path: '/products/checkout_profiles/{profile}',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};
export const deleteCheckoutProfile: RouteDefinition = {
  name: 'delete-checkout-profile',
  method: 'DELETE',
  path: '/products/checkout_profiles/{profile}',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name: nothing yet. */
export const docs: RouteDocs = {};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ crud, unique }) => ({
  ...crud('/products/checkout_profiles', () => ({ name: unique('Profile ') }), { name: 'Renamed' }),
});
