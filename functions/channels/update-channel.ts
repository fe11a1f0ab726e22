import { updateChannel } from '../../lib/channels/channels.js';
import { presentChannel } from '../../lib/channels/present.js';
import { requireChannelScope } from '../../lib/channels/entry-access.js';
import { channelParamsSchema, updateChannelSchema } from '../../lib/channels/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { channelSchema } from '../../lib/channels/response-schemas.js';
import { rekeyEntries } from '../../lib/channels/entries.js';
import { requireValidTemplates } from '../../lib/mail/templates.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateChannel,
  { responses: { 200: channelSchema }, params: channelParamsSchema, body: updateChannelSchema },
  async ({ event, principal, params, body }) => {
    const siteId = principal.site!.id;
    await requireValidTemplates(body);
    const channel = await updateChannel(siteId, params.channel, body, (current) => {
      requireChannelScope(principal, current, 'write');
      // Making a channel privacy-sensitive needs the sensitive scope too.
      if (body.sensitive !== undefined) requireChannelScope(principal, { sensitive: body.sensitive }, 'write');
    });
    // A new order_by or order_direction re-keys the channel's entries before answering (lib/channels/entries.ts).
    return ok(presentChannel(await rekeyEntries(siteId, channel), baseUrl(event)));
  },
);
