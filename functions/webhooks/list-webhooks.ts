import { pageQuerySchema } from '../../lib/db/pagination.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { webhookListSchema } from '../../lib/webhooks/response-schemas.js';
import { listWebhooks } from '../../lib/webhooks/webhooks.js';
import { presentWebhook } from '../../lib/webhooks/present.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listWebhooks,
  { responses: { 200: webhookListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) =>
    listResponse(event, await listWebhooks(principal.site!.id, query), (webhook) => presentWebhook(webhook)),
);
