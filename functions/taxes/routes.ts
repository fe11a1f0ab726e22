import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The site's tax settings: each row, then what the OpenAPI document says of them beyond their
 * handlers (`docs`), then the request that measures each (`recipes`). Every import here is a type.
 */
export const getTaxSettings: RouteDefinition = {
  name: 'get-tax-settings',
  method: 'GET',
  path: '/site/taxes',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};
export const updateTaxSettings: RouteDefinition = {
  name: 'update-tax-settings',
  method: 'PUT',
  path: '/site/taxes',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};

export const docs: RouteDocs = {
  'get-tax-settings': {
    summary: "The site's tax settings",
    description:
      'VAT rates by country (and category), whether prices include tax, the one-stop shop, and the seller identity invoices print. Defaults (no taxes) until first saved.',
  },
  'update-tax-settings': {
    summary: "Replace the site's tax settings",
    description:
      'Replaces the whole settings; absent optional fields take their defaults. Later checkouts are priced with them; placed orders keep what they were charged.',
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ as, get }) => ({
  'GET /site/taxes': async ({ owner }) => get('/site/taxes', as(owner)),
  'PUT /site/taxes': async ({ owner }) => ({
    method: 'PUT',
    path: '/site/taxes',
    options: as(owner, {
      body: { origin_country: 'BE', prices_include_tax: true, rates: [{ country: 'BE', rate: 21 }] },
    }),
    expect: [200],
  }),
});
