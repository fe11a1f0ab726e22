import { presentEntry } from '../../lib/channels/present.js';
import { entrySchema } from '../../lib/channels/response-schemas.js';
import { entryParamsSchema } from '../../lib/channels/schemas.js';
import { releaseSpam } from '../../lib/forms/spam-review.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { ok } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** Releases a submission judged spam: it is received from now on, and its notifications are sent. */
export const handler = defineHandler(
  route.markEntryNotSpam,
  { responses: { 200: entrySchema }, params: entryParamsSchema },
  async ({ event, principal, params }) =>
    ok(presentEntry(await releaseSpam(principal, params.channel, params.entry), baseUrl(event))),
);
