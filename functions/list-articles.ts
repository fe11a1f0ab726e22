import { listArticles } from '../lib/blogs/articles.js';
import { requireBlog } from '../lib/blogs/blogs.js';
import { blogParamsSchema, listQuerySchema } from '../lib/blogs/blog-schemas.js';
import { presentArticle } from '../lib/blogs/present-blog.js';
import { defineHandler } from '../lib/http/handler.js';
import { listResponse } from '../lib/http/list.js';
import { pageContext } from '../lib/pages/present-page.js';
import { articleListSchema } from '../lib/blogs/blog-response-schemas.js';

export const handler = defineHandler('list-articles', { responses: { 200: articleListSchema }, params: blogParamsSchema, query: listQuerySchema }, async ({ event, principal, params, query }) => {
  const blog = await requireBlog(principal.site!.id, params.blog);
  const context = pageContext(event, principal.site!);
  return listResponse(event, await listArticles(principal.site!.id, blog.id, query), (article) => presentArticle(article, blog, context));
});
