import { requireChannelScope } from '../../lib/channels/entry-access.js';
import { createChannel } from '../../lib/channels/channels.js';
import { presentChannel } from '../../lib/channels/present.js';
import { createChannelSchema } from '../../lib/channels/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { channelSchema } from '../../lib/channels/response-schemas.js';
import { requireValidTemplates } from '../../lib/mail/templates.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createChannel,
  { responses: { 201: channelSchema }, body: createChannelSchema },
  async ({ event, principal, body }) => {
    requireChannelScope(principal, { sensitive: body.sensitive ?? false }, 'write');
    await requireValidTemplates(body);
    const shown = presentChannel(await createChannel(principal.site!.id, body), baseUrl(event));
    return created(shown, shown.url);
  },
);
