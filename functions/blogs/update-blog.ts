import { updateBlog } from '../../lib/blogs/blogs.js';
import { blogParamsSchema, updateBlogSchema } from '../../lib/blogs/schemas.js';
import { presentBlog } from '../../lib/blogs/present.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { pageContext } from '../../lib/pages/present.js';
import { blogSchema } from '../../lib/blogs/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateBlog,
  { responses: { 200: blogSchema }, params: blogParamsSchema, body: updateBlogSchema },
  async ({ event, principal, params, body }) => {
    const blog = await updateBlog(principal.site!.id, params.blog, body);
    return ok(presentBlog(blog, pageContext(event, principal.site!)));
  },
);
