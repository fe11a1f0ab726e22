import { createBlog } from '../../lib/blogs/blogs.js';
import { createBlogSchema } from '../../lib/blogs/schemas.js';
import { presentBlog } from '../../lib/blogs/present.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { pageContext } from '../../lib/pages/present.js';
import { blogSchema } from '../../lib/blogs/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createBlog,
  { responses: { 201: blogSchema }, body: createBlogSchema },
  async ({ event, principal, body }) => {
    const shown = presentBlog(await createBlog(principal.site!.id, body), pageContext(event, principal.site!));
    return created(shown, shown.url);
  },
);
