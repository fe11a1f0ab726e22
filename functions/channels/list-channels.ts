import { hasScope } from '../../lib/auth/scopes.js';
import { listChannels } from '../../lib/channels/channels.js';
import { presentChannel } from '../../lib/channels/present.js';
import { pageQuerySchema } from '../../lib/db/pagination.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { channelListSchema } from '../../lib/channels/response-schemas.js';
import * as route from './routes.js';

/** The site's channels: plain ones with read_channels, privacy-sensitive ones with read_sensitive_channels. */
export const handler = defineHandler(
  route.listChannels,
  { responses: { 200: channelListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const page = await listChannels(principal.site!.id, query, {
      plain: hasScope(principal.scopes, 'read_channels'),
      sensitive: hasScope(principal.scopes, 'read_sensitive_channels'),
    });
    const base = baseUrl(event);
    return listResponse(event, page, (channel) => presentChannel(channel, base));
  },
);
