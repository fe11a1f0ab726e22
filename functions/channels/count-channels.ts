import { hasScope } from '../../lib/auth/scopes.js';
import { countChannels } from '../../lib/channels/channels.js';
import { countHandler } from '../../lib/endpoint/count-handler.js';
import * as route from './routes.js';

/** How many channels the caller may see: plain ones with read_channels, privacy-sensitive ones with read_sensitive_channels. */
export const handler = countHandler(route.countChannels, {}, async ({ principal }) =>
  countChannels(principal.site!.id, {
    plain: hasScope(principal.scopes, 'read_channels'),
    sensitive: hasScope(principal.scopes, 'read_sensitive_channels'),
  }),
);
