import { listBlogArticles } from '../../lib/blogs/articles.js';
import { blogParamsSchema, listQuerySchema } from '../../lib/blogs/schemas.js';
import { presentArticle } from '../../lib/blogs/present.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { pageContext } from '../../lib/pages/present.js';
import { articleListQuery, articleListSchema } from '../../lib/blogs/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listArticles,
  {
    responses: { 200: articleListSchema },
    listQuery: articleListQuery,
    params: blogParamsSchema,
    query: listQuerySchema,
  },
  async ({ event, principal, params, query }) => {
    const { blog, page } = await listBlogArticles(
      principal.site!.id,
      params.blog,
      query,
      event.queryStringParameters ?? {},
    );
    const context = pageContext(event, principal.site!);
    return listResponse(event, page, (article) => presentArticle(article, blog, context));
  },
);
