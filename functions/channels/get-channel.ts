import { findChannel } from '../../lib/channels/channels.js';
import { presentChannel } from '../../lib/channels/present.js';
import { channelKey } from '../../lib/channels/keys.js';
import { requireChannelScope } from '../../lib/channels/entry-access.js';
import { channelParamsSchema } from '../../lib/channels/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { channelSchema } from '../../lib/channels/response-schemas.js';
import { prefetchById } from '../../lib/db/prefetch.js';
import * as route from './routes.js';

/** A channel's full configuration, by id or slug. */
export const handler = defineHandler(
  route.getChannel,
  { prefetch: prefetchById('channel', channelKey), responses: { 200: channelSchema }, params: channelParamsSchema },
  async ({ event, principal, params }) => {
    const channel = await findChannel(principal.site!.id, params.channel);
    if (!channel) throw notFound('Channel');
    requireChannelScope(principal, channel, 'read');
    return ok(presentChannel(channel, baseUrl(event)));
  },
);
