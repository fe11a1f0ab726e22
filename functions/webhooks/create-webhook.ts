import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { webhookSchema } from '../../lib/webhooks/response-schemas.js';
import { createWebhookSchema } from '../../lib/webhooks/schemas.js';
import { createWebhook } from '../../lib/webhooks/webhooks.js';
import { presentWebhook } from '../../lib/webhooks/present.js';
import * as route from './routes.js';

// The secret is shown here and after a rotation only.
export const handler = defineHandler(
  route.createWebhook,
  { responses: { 201: webhookSchema }, body: createWebhookSchema },
  async ({ event, principal, body }) => {
    const webhook = await createWebhook(principal.site!.id, body, principal.site?.apiVersion);
    return created(presentWebhook(webhook, webhook.secret), `${baseUrl(event)}/webhooks/${webhook.id}`);
  },
);
