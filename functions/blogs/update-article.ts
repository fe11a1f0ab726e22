import { readBlogArticle, shownNeighbours, updateArticle } from '../../lib/blogs/articles.js';
import { articleParamsSchema, updateArticleSchema } from '../../lib/blogs/schemas.js';
import { presentArticle } from '../../lib/blogs/present.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { pageContext } from '../../lib/pages/present.js';
import { articleSchema } from '../../lib/blogs/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateArticle,
  { responses: { 200: articleSchema }, params: articleParamsSchema, body: updateArticleSchema },
  async ({ event, principal, params, body }) => {
    const siteId = principal.site!.id;
    const { blog, article: current } = await readBlogArticle(siteId, params.blog, params.article);
    const article = await updateArticle(siteId, blog.id, current, body);
    return ok(presentArticle(article, blog, pageContext(event, principal.site!), shownNeighbours(article)));
  },
);
