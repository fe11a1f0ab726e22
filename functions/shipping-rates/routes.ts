import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of shipping rates: each row, then what the OpenAPI document says of them beyond their
 * handlers (`docs`), then the request that measures each (`recipes`: the budget test, the
 * authorization matrix, the fault test and `npm run bench`). A handler passes its own row to
 * defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// shipping rates (read_site / write_site)
export const listShippingRates: RouteDefinition = {
  name: 'list-shipping-rates',
  method: 'GET',
  path: '/shipping_rates',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};
export const countShippingRates: RouteDefinition = {
  name: 'count-shipping-rates',
  method: 'GET',
  path: '/shipping_rates/count',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};
export const createShippingRate: RouteDefinition = {
  name: 'create-shipping-rate',
  method: 'POST',
  path: '/shipping_rates',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};
export const getShippingRate: RouteDefinition = {
  name: 'get-shipping-rate',
  method: 'GET',
  path: '/shipping_rates/{id}',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};
export const updateShippingRate: RouteDefinition = {
  name: 'update-shipping-rate',
  method: 'PUT',
  path: '/shipping_rates/{id}',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};
export const deleteShippingRate: RouteDefinition = {
  name: 'delete-shipping-rate',
  method: 'DELETE',
  path: '/shipping_rates/{id}',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name: nothing yet. */
export const docs: RouteDocs = {};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ crud, unique }) => ({
  ...crud('/shipping_rates', () => ({ name: unique('Rate ') }), { name: 'Renamed' }, { count: '' }),
});
