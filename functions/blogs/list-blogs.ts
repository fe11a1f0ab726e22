import { listBlogs } from '../../lib/blogs/blogs.js';
import { listQuerySchema } from '../../lib/blogs/schemas.js';
import { presentBlog } from '../../lib/blogs/present.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { pageContext } from '../../lib/pages/present.js';
import { blogListSchema } from '../../lib/blogs/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listBlogs,
  { responses: { 200: blogListSchema }, query: listQuerySchema },
  async ({ event, principal, query }) => {
    const context = pageContext(event, principal.site!);
    return listResponse(event, await listBlogs(principal.site!.id, query), (blog) => presentBlog(blog, context));
  },
);
