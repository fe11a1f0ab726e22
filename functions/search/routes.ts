import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of search: each row, then what the OpenAPI document says of them beyond their
 * handlers (`docs`), then the request that measures each (`recipes`). Every import here is a type.
 */
// No scope on the query: which kinds a caller finds follows from its read scopes (a kind it
// cannot read is left out, not an error), and a publishable key finds published content.
export const listSearchResults: RouteDefinition = {
  name: 'list-search-results',
  method: 'GET',
  path: '/search',
  auth: 'site',
  access: 'read',
};
export const reindexSearch: RouteDefinition = {
  name: 'reindex-search',
  method: 'POST',
  path: '/search/reindex',
  auth: 'site',
  scope: 'write_site',
  access: 'write',
};
export const getSearchStatus: RouteDefinition = {
  name: 'get-search-status',
  method: 'GET',
  path: '/search/status',
  auth: 'site',
  scope: 'read_site',
  access: 'read',
};

export const docs: RouteDocs = {
  'list-search-results': {
    summary: "Search the site's content",
    description:
      'Entries of searchable channels, pages, blog articles and products, ranked by relevance, in one locale. A publishable key or a token acting for a customer finds published content and the entries its ACLs let it read; other tokens find the kinds their read scopes cover (`read_channels`, `read_content`, `read_products`). Changes show within a few seconds (indexing runs off the request path).',
  },
  'reindex-search': {
    summary: "Rebuild the site's search index",
    description: 'Rebuilds the index from the stored content off the request path: 202 with the status URL to follow.',
  },
  'get-search-status': { summary: "The site's search index: documents, size, last update" },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ as, get }) => ({
  'GET /search': async (context) => get('/search?q=page', as(context.owner)),
  'GET /search/status': async (context) => get('/search/status', as(context.owner)),
  'POST /search/reindex': async (context) => ({
    method: 'POST',
    path: '/search/reindex',
    options: as(context.owner, { body: {} }),
    expect: [202],
  }),
});
