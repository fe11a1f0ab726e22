import { deleteArticle } from '../lib/blogs/articles.js';
import { requireBlog } from '../lib/blogs/blogs.js';
import { articleParamsSchema } from '../lib/blogs/blog-schemas.js';
import { defineHandler } from '../lib/http/handler.js';
import { noContent } from '../lib/http/responses.js';

export const handler = defineHandler('delete-article', { responses: { 204: null }, params: articleParamsSchema }, async ({ principal, params }) => {
  const blog = await requireBlog(principal.site!.id, params.blog);
  await deleteArticle(principal.site!.id, blog.id, params.article);
  return noContent();
});
