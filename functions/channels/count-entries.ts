import * as z from 'zod/mini';
import { channels } from '../../lib/channels/channels.js';
import { countEntriesAs } from '../../lib/channels/entry-access.js';
import { entryListRead } from '../../lib/channels/entry-list-read.js';
import { entryListQuery } from '../../lib/channels/response-schemas.js';
import { channelParamsSchema, entryListQuerySchema } from '../../lib/channels/schemas.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import { recordPrefetch } from '../../lib/db/entity.js';
import { countHandler } from '../../lib/endpoint/count-handler.js';
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
    const read = await entryListRead(principal, event, params.channel, query);
    return countEntriesAs(read.caller, params.channel, read.params, read.only);
  },
);
