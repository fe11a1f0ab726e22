import * as z from 'zod/mini';
import { channels } from '../../lib/channels/channels.js';
import { countEntriesAs, entryCaller } from '../../lib/channels/entry-access.js';
import { entryListQuery } from '../../lib/channels/response-schemas.js';
import { channelParamsSchema, entryListQuerySchema } from '../../lib/channels/schemas.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import { recordPrefetch } from '../../lib/db/entity.js';
import { countHandler } from '../../lib/endpoint/count-handler.js';
import { matchingEntryIds } from '../../lib/search/search.js';
import * as route from './routes.js';

/** How many entries of a channel the caller may read match the same `where[…]` (and `q`), as the list would show. */
export const handler = countHandler(
  route.countEntries,
  {
    prefetch: recordPrefetch(channels, 'channel'),
    listQuery: entryListQuery,
    headers: sessionHeaders,
    params: channelParamsSchema,
    query: z.omit(entryListQuerySchema, { per_page: true, cursor: true }),
  },
  async ({ event, principal, params, query }) => {
    const caller = await entryCaller(principal, event, query.use_acl);
    const only =
      query.q === undefined
        ? undefined
        : await matchingEntryIds(principal.site!.id, params.channel, query.q, query.locale);
    const { q: _q, locale: _locale, use_acl: _useAcl, ...listParams } = event.queryStringParameters ?? {};
    return countEntriesAs(caller, params.channel, listParams, only);
  },
);
