import { requireBlog } from '../../lib/blogs/blogs.js';
import { blogParamsSchema } from '../../lib/blogs/schemas.js';
import { presentBlog } from '../../lib/blogs/present.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { pageContext } from '../../lib/pages/present.js';
import { blogSchema } from '../../lib/blogs/response-schemas.js';
import { prefetchById } from '../../lib/db/prefetch.js';
import { blogKeys } from '../../lib/blogs/keys.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getBlog,
  { prefetch: prefetchById('blog', blogKeys.blog), responses: { 200: blogSchema }, params: blogParamsSchema },
  async ({ event, principal, params }) => {
    const blog = await requireBlog(principal.site!.id, params.blog);
    return ok(presentBlog(blog, pageContext(event, principal.site!)));
  },
);
