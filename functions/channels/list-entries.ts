import { entryCaller, listEntriesAs } from '../../lib/channels/entry-access.js';
import { signEntryFiles } from '../../lib/channels/entries.js';
import { presentEntry } from '../../lib/channels/present.js';
import { channelParamsSchema, entryListQuerySchema } from '../../lib/channels/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { entryListQuery, entryListSchema } from '../../lib/channels/response-schemas.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import { matchingEntryIds } from '../../lib/search/search.js';
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
    const caller = await entryCaller(principal, event, query.use_acl);
    const base = baseUrl(event);
    // `q`: the search engine's matches, filtered further by the list (its ACLs, order and where[…]).
    const only =
      query.q === undefined
        ? undefined
        : await matchingEntryIds(principal.site!.id, params.channel, query.q, query.locale);
    const { q: _q, locale: _locale, ...listParams } = event.queryStringParameters ?? {};
    const page = await listEntriesAs(caller, params.channel, listParams, query, only);
    const signed = await signEntryFiles(page.items);
    return listResponse(event, page, (entry) => presentEntry(entry, base, signed));
  },
);
