import { requireScope } from '../lib/auth/principal.js';
import { createChannel, presentChannel } from '../lib/channels/channels.js';
import { createChannelSchema } from '../lib/channels/schemas.js';
import { baseUrl } from '../lib/http/base-url.js';
import { defineHandler } from '../lib/http/handler.js';
import { created } from '../lib/http/responses.js';

export const handler = defineHandler('create-channel', { body: createChannelSchema }, async ({ event, principal, body }) => {
  if (body.sensitive) requireScope(principal, 'write_sensitive_channels');
  const shown = presentChannel(await createChannel(principal.site!.id, body), baseUrl(event));
  return created(shown, shown.url);
});
