import { deleteChannel, findChannel } from '../lib/channels/channels.js';
import { requireChannelScope } from '../lib/channels/entry-access.js';
import { channelParamsSchema } from '../lib/channels/schemas.js';
import { notFound } from '../lib/http/errors.js';
import { defineHandler } from '../lib/endpoint/handler.js';
import { noContent } from '../lib/http/responses.js';
import * as route from './routes.js';

/** Deletes a channel with all its entries. */
export const handler = defineHandler(route.deleteChannel, { responses: { 204: null }, params: channelParamsSchema }, async ({ principal, params }) => {
  const siteId = principal.site!.id;
  const channel = await findChannel(siteId, params.channel);
  if (!channel) throw notFound('Channel');
  requireChannelScope(principal, channel, 'write');
  if (!(await deleteChannel(siteId, channel))) throw notFound('Channel');
  return noContent();
});
