import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { webhookSchema } from '../../lib/webhooks/response-schemas.js';
import { webhookParamsSchema } from '../../lib/webhooks/schemas.js';
import { getWebhook } from '../../lib/webhooks/webhooks.js';
import { presentWebhook } from '../../lib/webhooks/present.js';
import { prefetchById } from '../../lib/db/prefetch.js';
import { webhookKeys } from '../../lib/webhooks/keys.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getWebhook,
  {
    prefetch: prefetchById('webhook', webhookKeys.webhook),
    responses: { 200: webhookSchema },
    params: webhookParamsSchema,
  },
  async ({ principal, params }) => {
    const webhook = await getWebhook(principal.site!.id, params.webhook);
    if (!webhook) throw notFound('Webhook');
    return ok(presentWebhook(webhook));
  },
);
