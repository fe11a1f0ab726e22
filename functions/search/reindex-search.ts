import * as z from 'zod/mini';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { json } from '../../lib/http/responses.js';
import { requestReindex } from '../../lib/search/index-state.js';
import { reindexAcceptedSchema } from '../../lib/search/response-schemas.js';
import * as route from './routes.js';

/** Queues a rebuild of the site's index from the table (202 with the status URL). */
export const handler = defineHandler(
  route.reindexSearch,
  // No options yet: a body, when sent, is an empty object (anything else is 422, not silently ignored).
  { responses: { 202: reindexAcceptedSchema }, body: z.strictObject({}), optionalBody: true },
  async ({ event, principal }) => {
    await requestReindex(principal.site!.id);
    const statusUrl = `${baseUrl(event)}/search/status`;
    return json(202, { status: 'queued', status_url: statusUrl }, { location: statusUrl });
  },
);
