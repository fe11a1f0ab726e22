import { cloudCodeWriter } from '../../lib/cloudcode/hooks.js';
import { entryCaller, updateEntryAs } from '../../lib/channels/entry-access.js';
import { signEntryFiles } from '../../lib/channels/entries.js';
import { presentEntry } from '../../lib/channels/present.js';
import { entryBodySchema, entryParamsSchema, entryQuerySchema } from '../../lib/channels/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { entrySchema } from '../../lib/channels/response-schemas.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateEntry,
  {
    responses: { 200: entrySchema },
    headers: sessionHeaders,
    params: entryParamsSchema,
    query: entryQuerySchema,
    body: entryBodySchema,
  },
  async ({ event, principal, params, query, body }) => {
    const caller = await entryCaller(principal, event, query.use_acl);
    const entry = await updateEntryAs(caller, params.channel, params.entry, body, cloudCodeWriter(principal));
    return ok(presentEntry(entry, baseUrl(event), await signEntryFiles([entry])));
  },
);
