import { deleteBlog } from '../../lib/blogs/blogs.js';
import { blogParamsSchema } from '../../lib/blogs/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteBlog,
  { responses: { 204: null }, params: blogParamsSchema },
  async ({ principal, params }) => {
    await deleteBlog(principal.site!.id, params.blog);
    return noContent();
  },
);
