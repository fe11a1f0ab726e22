import type { RouteDefinition } from '../../lib/endpoint/route.js';
import type { RouteDocs } from '../../lib/openapi/route-extras.js';
import type { RecipeBook } from '../../harness/recipes.js';

/*
 * The routes of blogs, articles and their feeds: each row, then what the OpenAPI document says of
 * them beyond their handlers (`docs`), then the request that measures each (`recipes`: the budget
 * test, the authorization matrix, the fault test and `npm run bench`). A handler passes its own row
 * to defineHandler, so its bundle holds that row only: esbuild drops the other exports (plain data
 * and functions; every import here is a type).
 */
export const listBlogs: RouteDefinition = {
  name: 'list-blogs',
  method: 'GET',
  path: '/blogs',
  auth: 'site',
  scope: 'read_content',
  access: 'read',
};
export const countBlogs: RouteDefinition = {
  name: 'count-blogs',
  method: 'GET',
  path: '/blogs/count',
  auth: 'site',
  scope: 'read_content',
  access: 'read',
};
export const createBlog: RouteDefinition = {
  name: 'create-blog',
  method: 'POST',
  path: '/blogs',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const getBlog: RouteDefinition = {
  name: 'get-blog',
  method: 'GET',
  path: '/blogs/{blog}',
  auth: 'site',
  scope: 'read_content',
  access: 'read',
};
export const updateBlog: RouteDefinition = {
  name: 'update-blog',
  method: 'PUT',
  path: '/blogs/{blog}',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const deleteBlog: RouteDefinition = {
  name: 'delete-blog',
  method: 'DELETE',
  path: '/blogs/{blog}',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const listArticles: RouteDefinition = {
  name: 'list-articles',
  method: 'GET',
  path: '/blogs/{blog}/articles',
  auth: 'site',
  scope: 'read_content',
  access: 'read',
};
export const countArticles: RouteDefinition = {
  name: 'count-articles',
  method: 'GET',
  path: '/blogs/{blog}/articles/count',
  auth: 'site',
  scope: 'read_content',
  access: 'read',
};
export const createArticle: RouteDefinition = {
  name: 'create-article',
  method: 'POST',
  path: '/blogs/{blog}/articles',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const getArticle: RouteDefinition = {
  name: 'get-article',
  method: 'GET',
  path: '/blogs/{blog}/articles/{article}',
  auth: 'site',
  scope: 'read_content',
  access: 'read',
};
export const updateArticle: RouteDefinition = {
  name: 'update-article',
  method: 'PUT',
  path: '/blogs/{blog}/articles/{article}',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
export const deleteArticle: RouteDefinition = {
  name: 'delete-article',
  method: 'DELETE',
  path: '/blogs/{blog}/articles/{article}',
  auth: 'site',
  scope: 'write_content',
  access: 'write',
};
// A blog's live articles as a feed: public, no token (the site by ?site= or X-Service-Site).
export const getBlogFeedRss: RouteDefinition = {
  name: 'get-blog-feed-rss',
  method: 'GET',
  path: '/blogs/{blog}/feed.rss',
  auth: 'none',
  access: 'read',
};
export const getBlogFeedAtom: RouteDefinition = {
  name: 'get-blog-feed-atom',
  method: 'GET',
  path: '/blogs/{blog}/feed.atom',
  auth: 'none',
  access: 'read',
};

/** What the OpenAPI document says of these routes beyond their handlers, by route name. */
export const docs: RouteDocs = {
  'get-blog-feed-rss': {
    summary: "A blog's feed (RSS 2.0)",
    mediaType: 'application/rss+xml',
    description:
      'The 50 latest live articles. No token: name the site with `?site=` (id or subdomain) or `X-Service-Site`. `ETag`, `Last-Modified`, 304, `Cache-Control: public, max-age=300`.',
  },
  'get-blog-feed-atom': {
    summary: "A blog's feed (Atom 1.0)",
    mediaType: 'application/atom+xml',
    description: 'As the RSS feed, in Atom.',
  },
};

/** The request that measures each route, by method and path with parameter names erased (harness/recipes.ts). */
export const recipes: RecipeBook = ({ get, crud, makeBlog, unique }) => ({
  ...crud('/blogs', () => ({ name: unique('Blog ') }), { name: 'Renamed' }, { count: '' }),
  ...crud(
    '/blogs/{}/articles',
    () => ({ title: unique('Article ') }),
    { title: 'Renamed' },
    { parent: makeBlog, count: '?where[status]=draft' },
  ),
  'GET /blogs/{}/feed.rss': async (context) =>
    get(`/blogs/${await makeBlog(context)}/feed.rss?site=${context.owner.site.id}`, {}),
  'GET /blogs/{}/feed.atom': async (context) =>
    get(`/blogs/${await makeBlog(context)}/feed.atom?site=${context.owner.site.id}`, {}),
});
