import { deleteChannel } from '../../lib/channels/channels.js';
import { requireChannelScope } from '../../lib/channels/entry-access.js';
import { channelParamsSchema } from '../../lib/channels/schemas.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** Deletes a channel with all its entries. */
export const handler = defineHandler(
  route.deleteChannel,
  { responses: { 204: null }, params: channelParamsSchema },
  async ({ principal, params }) => {
    const deleted = await deleteChannel(principal.site!.id, params.channel, (channel) =>
      requireChannelScope(principal, channel, 'write'),
    );
    if (!deleted) throw notFound('Channel');
    return noContent();
  },
);
