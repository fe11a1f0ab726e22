import { articleNeighbours, requireArticle } from '../lib/blogs/articles.js';
import { requireBlog } from '../lib/blogs/blogs.js';
import { articleParamsSchema } from '../lib/blogs/blog-schemas.js';
import { presentArticle } from '../lib/blogs/present-blog.js';
import { defineHandler } from '../lib/http/handler.js';
import { ok } from '../lib/http/responses.js';
import { pageContext } from '../lib/pages/present-page.js';
import { articleSchema } from '../lib/blogs/blog-response-schemas.js';

export const handler = defineHandler('get-article', { responses: { 200: articleSchema }, params: articleParamsSchema }, async ({ event, principal, params }) => {
  const siteId = principal.site!.id;
  const blog = await requireBlog(siteId, params.blog);
  const article = await requireArticle(siteId, blog.id, params.article);
  return ok(presentArticle(article, blog, pageContext(event, principal.site!), await articleNeighbours(siteId, blog.id, article.doc)));
});
