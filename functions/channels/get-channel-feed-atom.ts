import { channelFeed } from '../../lib/feeds/channel-feed.js';
import { feedDocumentSchema, feedQuerySchema } from '../../lib/feeds/schemas.js';
import { serveFeed } from '../../lib/feeds/feeds.js';
import { channelParamsSchema } from '../../lib/channels/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import * as route from './routes.js';

/** A channel's entries as a feed, for feed readers (no token: the site by ?site= or X-Service-Site). */
export const handler = defineHandler(
  route.getChannelFeedAtom,
  { responses: { 200: feedDocumentSchema, 304: null }, params: channelParamsSchema, query: feedQuerySchema },
  async ({ event, params }) => serveFeed(event, 'atom', (siteId) => channelFeed(siteId, params.channel)),
);
