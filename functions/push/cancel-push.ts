import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { ok } from '../../lib/http/responses.js';
import { pushSchema } from '../../lib/push/response-schemas.js';
import { pushParamsSchema } from '../../lib/push/schemas.js';
import { cancelPush, presentPush } from '../../lib/push/pushes.js';
import * as route from './routes.js';

/** Cancels a scheduled send (409 once it has started); answers the send, now `cancelled`. */
export const handler = defineHandler(
  route.cancelPush,
  { responses: { 200: pushSchema }, params: pushParamsSchema },
  async ({ event, principal, params }) =>
    ok(presentPush(await cancelPush(principal.site!.id, params.push), baseUrl(event))),
);
