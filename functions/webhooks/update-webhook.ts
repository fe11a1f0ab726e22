import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { webhookSchema } from '../../lib/webhooks/response-schemas.js';
import { updateWebhookSchema, webhookParamsSchema } from '../../lib/webhooks/schemas.js';
import { updateWebhook } from '../../lib/webhooks/webhooks.js';
import { presentWebhook } from '../../lib/webhooks/present.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateWebhook,
  { responses: { 200: webhookSchema }, params: webhookParamsSchema, body: updateWebhookSchema },
  async ({ principal, params, body }) => {
    const webhook = await updateWebhook(principal.site!.id, params.webhook, body);
    if (!webhook) throw notFound('Webhook');
    return ok(presentWebhook(webhook));
  },
);
