import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { json } from '../../lib/http/responses.js';
import { sendPush } from '../../lib/push/pushes.js';
import { pushAcceptedSchema } from '../../lib/push/response-schemas.js';
import { sendPushSchema } from '../../lib/push/schemas.js';
import * as route from './routes.js';

/** Records a send and answers 202 before any device is reached; GET the Location for its status. */
export const handler = defineHandler(
  route.createPush,
  { responses: { 202: pushAcceptedSchema }, body: sendPushSchema },
  async ({ event, principal, body }) => {
    const push = await sendPush(principal.site!.id, body);
    return json(202, { id: push.id, status: push.status }, { location: `${baseUrl(event)}/devices/push/${push.id}` });
  },
);
