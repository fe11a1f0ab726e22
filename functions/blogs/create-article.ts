import { createArticle, shownNeighbours } from '../../lib/blogs/articles.js';
import { requireBlog } from '../../lib/blogs/blogs.js';
import { blogParamsSchema, createArticleSchema } from '../../lib/blogs/schemas.js';
import { presentArticle } from '../../lib/blogs/present.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { pageContext } from '../../lib/pages/present.js';
import { articleSchema } from '../../lib/blogs/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createArticle,
  { responses: { 201: articleSchema }, params: blogParamsSchema, body: createArticleSchema },
  async ({ event, principal, params, body }) => {
    const siteId = principal.site!.id;
    const blog = await requireBlog(siteId, params.blog);
    const article = await createArticle(siteId, blog, body);
    const shown = presentArticle(article, blog, pageContext(event, principal.site!), shownNeighbours(article));
    return created(shown, shown.url);
  },
);
