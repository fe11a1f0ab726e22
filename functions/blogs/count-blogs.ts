import { countBlogs } from '../../lib/blogs/blogs.js';
import { countHandler } from '../../lib/endpoint/count-handler.js';
import * as route from './routes.js';

/** How many blogs the site has. */
export const handler = countHandler(route.countBlogs, {}, async ({ principal }) => countBlogs(principal.site!.id));
