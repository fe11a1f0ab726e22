import { cloudCodeWriter } from '../../lib/cloudcode/hooks.js';
import { createEntryAs, entryCaller } from '../../lib/channels/entry-access.js';
import { signEntryFiles } from '../../lib/channels/entries.js';
import { presentEntry } from '../../lib/channels/present.js';
import { channelParamsSchema, entryBodySchema, entryQuerySchema } from '../../lib/channels/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { entrySchema } from '../../lib/channels/response-schemas.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createEntry,
  {
    responses: { 201: entrySchema },
    headers: sessionHeaders,
    params: channelParamsSchema,
    query: entryQuerySchema,
    body: entryBodySchema,
  },
  async ({ event, principal, params, query, body }) => {
    const caller = await entryCaller(principal, event, query.use_acl);
    const entry = await createEntryAs(caller, params.channel, body, cloudCodeWriter(principal));
    const shown = presentEntry(entry, baseUrl(event), await signEntryFiles([entry]));
    return created(shown, shown.url);
  },
);
