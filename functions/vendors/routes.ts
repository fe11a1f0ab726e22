import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of vendors: each row, then what the OpenAPI document says of them beyond their
 * handlers (`docs`), then the request that measures each (`recipes`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only (every import here is a type).
 */
// vendors (read_products / write_products: the contract's product scopes name vendors)
export const listVendors: RouteDefinition = {
  name: 'list-vendors',
  method: 'GET',
  path: '/vendors',
  auth: 'site',
  scope: 'read_products',
  access: 'read',
};
export const countVendors: RouteDefinition = {
  name: 'count-vendors',
  method: 'GET',
  path: '/vendors/count',
  auth: 'site',
  scope: 'read_products',
  access: 'read',
};
export const createVendor: RouteDefinition = {
  name: 'create-vendor',
  method: 'POST',
  path: '/vendors',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};
export const getVendor: RouteDefinition = {
  name: 'get-vendor',
  method: 'GET',
  path: '/vendors/{vendor}',
  auth: 'site',
  scope: 'read_products',
  access: 'read',
};
export const updateVendor: RouteDefinition = {
  name: 'update-vendor',
  method: 'PUT',
  path: '/vendors/{vendor}',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};
export const deleteVendor: RouteDefinition = {
  name: 'delete-vendor',
  method: 'DELETE',
  path: '/vendors/{vendor}',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};

export const docs: RouteDocs = {
  'update-vendor': { summary: 'Change a vendor', description: 'Changes the fields given.', errors: [409] },
  'create-vendor': { errors: [409] },
  'delete-vendor': {
    description: 'Refused with 409 `in_use` (`details.used_by` names the products) while a product names the vendor.',
    errors: [409],
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ crud, unique }) => ({
  ...crud('/vendors', () => ({ name: unique('Vendor ') }), { name: 'Renamed' }, { count: '' }),
});
