import { cloudCodeDeleter } from '../../lib/cloudcode/hooks.js';
import { deleteEntryAs, entryCaller } from '../../lib/channels/entry-access.js';
import { entryParamsSchema, entryQuerySchema } from '../../lib/channels/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import { sessionHeaders } from '../../lib/customers/session-headers.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteEntry,
  { responses: { 204: null }, headers: sessionHeaders, params: entryParamsSchema, query: entryQuerySchema },
  async ({ event, principal, params, query }) => {
    await deleteEntryAs(
      await entryCaller(principal, event, query.use_acl),
      params.channel,
      params.entry,
      cloudCodeDeleter(principal),
    );
    return noContent();
  },
);
