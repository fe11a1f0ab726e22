import { countBlogArticles } from '../../lib/blogs/articles.js';
import { articleListQuery } from '../../lib/blogs/response-schemas.js';
import { blogParamsSchema } from '../../lib/blogs/schemas.js';
import { countHandler } from '../../lib/endpoint/count-handler.js';
import * as route from './routes.js';

/** How many articles a blog holds for the same `where[…]` (404 for a blog that does not exist). */
export const handler = countHandler(
  route.countArticles,
  { listQuery: articleListQuery, params: blogParamsSchema },
  async ({ event, principal, params }) =>
    countBlogArticles(principal.site!.id, params.blog, event.queryStringParameters ?? {}),
);
