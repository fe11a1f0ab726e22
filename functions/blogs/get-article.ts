import { articlePrefetch, readBlogArticle, shownNeighbours } from '../../lib/blogs/articles.js';
import { articleParamsSchema } from '../../lib/blogs/schemas.js';
import { presentArticle } from '../../lib/blogs/present.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { pageContext } from '../../lib/pages/present.js';
import { articleSchema } from '../../lib/blogs/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getArticle,
  { prefetch: articlePrefetch, responses: { 200: articleSchema }, params: articleParamsSchema },
  async ({ event, principal, params }) => {
    const { blog, article } = await readBlogArticle(principal.site!.id, params.blog, params.article);
    return ok(presentArticle(article, blog, pageContext(event, principal.site!), shownNeighbours(article)));
  },
);
