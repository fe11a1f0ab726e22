import { listEntriesAs } from '../../lib/channels/entry-access.js';
import { entryListRead } from '../../lib/channels/entry-list-read.js';
import { signEntryFiles } from '../../lib/channels/entries.js';
import { presentEntry } from '../../lib/channels/present.js';
import { channelParamsSchema, entryListQuerySchema } from '../../lib/channels/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { entryListQuery, entryListSchema } from '../../lib/channels/response-schemas.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import * as route from './routes.js';

/** The entries of a channel the caller may read (ACL-filtered unless a master token without use_acl). */
export const handler = defineHandler(
  route.listEntries,
  {
    responses: { 200: entryListSchema },
    listQuery: entryListQuery,
    headers: sessionHeaders,
    params: channelParamsSchema,
    query: entryListQuerySchema,
  },
  async ({ event, principal, params, query }) => {
    const base = baseUrl(event);
    // `q`: the search engine's matches, filtered further by the list (its ACLs, order and where[…]).
    const read = await entryListRead(principal, event, params.channel, query);
    const page = await listEntriesAs(read.caller, params.channel, read.params, query, read.only);
    const signed = await signEntryFiles(page.items);
    return listResponse(event, page, (entry) => presentEntry(entry, base, signed));
  },
);
