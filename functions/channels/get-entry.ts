import { entryCaller, readEntryAs } from '../../lib/channels/entry-access.js';
import { entryPrefetch, signEntryFiles } from '../../lib/channels/entries.js';
import { presentEntry } from '../../lib/channels/present.js';
import { entryParamsSchema, entryQuerySchema } from '../../lib/channels/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { entrySchema } from '../../lib/channels/response-schemas.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import * as route from './routes.js';

/** One entry by id or slug; 404 when the channel's read ACL hides it from the caller. */
export const handler = defineHandler(
  route.getEntry,
  {
    prefetch: entryPrefetch,
    responses: { 200: entrySchema },
    headers: sessionHeaders,
    params: entryParamsSchema,
    query: entryQuerySchema,
  },
  async ({ event, principal, params, query }) => {
    const caller = await entryCaller(principal, event, query.use_acl);
    const entry = await readEntryAs(caller, params.channel, params.entry);
    return ok(presentEntry(entry, baseUrl(event), await signEntryFiles([entry])));
  },
);
