import { deleteArticle, readBlogArticle } from '../../lib/blogs/articles.js';
import { articleParamsSchema } from '../../lib/blogs/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteArticle,
  { responses: { 204: null }, params: articleParamsSchema },
  async ({ principal, params }) => {
    const { blog, article } = await readBlogArticle(principal.site!.id, params.blog, params.article);
    await deleteArticle(principal.site!.id, blog.id, article);
    return noContent();
  },
);
