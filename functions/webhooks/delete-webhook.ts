import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import { webhookParamsSchema } from '../../lib/webhooks/schemas.js';
import { deleteWebhook } from '../../lib/webhooks/webhooks.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteWebhook,
  { responses: { 204: null }, params: webhookParamsSchema },
  async ({ principal, params }) => {
    if (!(await deleteWebhook(principal.site!.id, params.webhook))) throw notFound('Webhook');
    return noContent();
  },
);
