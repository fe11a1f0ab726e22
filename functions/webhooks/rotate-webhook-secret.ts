import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { webhookSchema } from '../../lib/webhooks/response-schemas.js';
import { webhookParamsSchema } from '../../lib/webhooks/schemas.js';
import { rotateWebhookSecret } from '../../lib/webhooks/webhooks.js';
import { presentWebhook } from '../../lib/webhooks/present.js';
import * as route from './routes.js';

// The new secret is shown once; deliveries carry signatures of both secrets for 24 hours.
export const handler = defineHandler(
  route.rotateWebhookSecret,
  { responses: { 200: webhookSchema }, params: webhookParamsSchema, optionalBody: true },
  async ({ principal, params }) => {
    const webhook = await rotateWebhookSecret(principal.site!.id, params.webhook);
    if (!webhook) throw notFound('Webhook');
    return ok(presentWebhook(webhook, webhook.secret));
  },
);
