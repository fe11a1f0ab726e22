import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of the catalog: product types, collections, products, stock: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
// catalog: product types, collections, products and their stock (read_products / write_products)
export const listProductTypes: RouteDefinition = {
  name: 'list-product-types',
  method: 'GET',
  path: '/product_types',
  auth: 'site',
  scope: 'read_products',
  access: 'read',
};
export const countProductTypes: RouteDefinition = {
  name: 'count-product-types',
  method: 'GET',
  path: '/product_types/count',
  auth: 'site',
  scope: 'read_products',
  access: 'read',
};
export const createProductType: RouteDefinition = {
  name: 'create-product-type',
  method: 'POST',
  path: '/product_types',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};
export const getProductType: RouteDefinition = {
  name: 'get-product-type',
  method: 'GET',
  path: '/product_types/{type}',
  auth: 'site',
  scope: 'read_products',
  access: 'read',
};
export const updateProductType: RouteDefinition = {
  name: 'update-product-type',
  method: 'PUT',
  path: '/product_types/{type}',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};
export const deleteProductType: RouteDefinition = {
  name: 'delete-product-type',
  method: 'DELETE',
  path: '/product_types/{type}',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};
export const listCollections: RouteDefinition = {
  name: 'list-collections',
  method: 'GET',
  path: '/collections',
  auth: 'site',
  scope: 'read_products',
  access: 'read',
};
export const countCollections: RouteDefinition = {
  name: 'count-collections',
  method: 'GET',
  path: '/collections/count',
  auth: 'site',
  scope: 'read_products',
  access: 'read',
};
export const createCollection: RouteDefinition = {
  name: 'create-collection',
  method: 'POST',
  path: '/collections',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};
export const getCollection: RouteDefinition = {
  name: 'get-collection',
  method: 'GET',
  path: '/collections/{collection}',
  auth: 'site',
  scope: 'read_products',
  access: 'read',
};
export const updateCollection: RouteDefinition = {
  name: 'update-collection',
  method: 'PUT',
  path: '/collections/{collection}',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};
export const deleteCollection: RouteDefinition = {
  name: 'delete-collection',
  method: 'DELETE',
  path: '/collections/{collection}',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};
export const listProducts: RouteDefinition = {
  name: 'list-products',
  method: 'GET',
  path: '/products',
  auth: 'site',
  scope: 'read_products',
  access: 'read',
};
export const countProducts: RouteDefinition = {
  name: 'count-products',
  method: 'GET',
  path: '/products/count',
  auth: 'site',
  scope: 'read_products',
  access: 'read',
};
export const createProduct: RouteDefinition = {
  name: 'create-product',
  method: 'POST',
  path: '/products',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};
// The site's product fields: the literal segment wins over `{product}`; no product slug can be customizations.
export const getProductCustomizations: RouteDefinition = {
  name: 'get-product-customizations',
  method: 'GET',
  path: '/products/customizations',
  auth: 'site',
  scope: 'read_products',
  access: 'read',
};
export const updateProductCustomizations: RouteDefinition = {
  name: 'update-product-customizations',
  method: 'PUT',
  path: '/products/customizations',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};
// `/products/checkout_profiles` (a literal segment) wins over `{product}`; no product slug can be checkout_profiles.
export const getProduct: RouteDefinition = {
  name: 'get-product',
  method: 'GET',
  path: '/products/{product}',
  auth: 'site',
  scope: 'read_products',
  access: 'read',
};
export const updateProduct: RouteDefinition = {
  name: 'update-product',
  method: 'PUT',
  path: '/products/{product}',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};
export const deleteProduct: RouteDefinition = {
  name: 'delete-product',
  method: 'DELETE',
  path: '/products/{product}',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};
export const adjustInventory: RouteDefinition = {
  name: 'adjust-inventory',
  method: 'POST',
  path: '/products/{product}/inventory_adjustments',
  auth: 'site',
  scope: 'write_products',
  access: 'write',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {
  'list-products': {
    description:
      'Filters: `status`, `collection` and `product_type` (an id or a slug). With `collection` or `product_type`, each page is one filtered read of the catalog, so a page may hold fewer than `per_page` products while a `Link` to the next remains.',
  },
  'adjust-inventory': {
    summary: 'Adjust the stock of a product or variant',
    description:
      'One conditional update: `delta` is added to the stock (negative takes). A delta that would take stock below 0 is 409 `insufficient_stock` with `details.available` and changes nothing. `variant_id` is required for a product with variants and refused for one without. Answers 200 with the product.',
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ must, as, get, crud, unique }) => ({
  'GET /products/customizations': async ({ owner }) => get('/products/customizations', as(owner)),
  'PUT /products/customizations': async ({ owner }) => ({
    method: 'PUT',
    path: '/products/customizations',
    options: as(owner, { body: { customizations: [{ name: 'care_label', type: 'text' }] } }),
    expect: [200],
  }),
  // catalog (measured by id: a slug costs one more GetItem, of its claim)
  ...crud(
    '/product_types',
    () => ({ name: unique('Type '), customizations: [{ name: 'material', type: 'string' }] }),
    { name: 'Renamed' },
    { count: '' },
  ),
  ...crud('/collections', () => ({ name: unique('Collection ') }), { name: 'Renamed' }, { count: '' }),
  ...crud(
    '/products',
    () => ({ name: unique('Product '), price: 9.99, inventory_quantity: 10 }),
    { name: 'Renamed', price: 12.5 },
    { count: '?status=draft' },
  ),
  'POST /products/{}/inventory_adjustments': async ({ api, owner }) => {
    const made = must(
      'POST /products',
      await api.request('POST', '/products', as(owner, { body: { name: unique('Product '), inventory_quantity: 10 } })),
      201,
    );
    return {
      method: 'POST',
      path: `/products/${made.body.id}/inventory_adjustments`,
      options: as(owner, { body: { delta: -1, reason: 'bench' } }),
      expect: [200],
    };
  },
});
