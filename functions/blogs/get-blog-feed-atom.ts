import { blogFeed } from '../../lib/feeds/blog-feed.js';
import { blogFeedParamsSchema, feedDocumentSchema, feedQuerySchema } from '../../lib/feeds/schemas.js';
import { serveFeed } from '../../lib/feeds/feeds.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import * as route from './routes.js';

/** A blog's live articles as a feed, for feed readers (no token: the site by ?site= or X-Service-Site). */
export const handler = defineHandler(
  route.getBlogFeedAtom,
  { responses: { 200: feedDocumentSchema, 304: null }, params: blogFeedParamsSchema, query: feedQuerySchema },
  async ({ event, params }) => serveFeed(event, 'atom', (siteId) => blogFeed(siteId, params.blog)),
);
