import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { json } from '../../lib/http/responses.js';
import { requestPing } from '../../lib/webhooks/deliveries.js';
import { presentDelivery } from '../../lib/webhooks/present.js';
import { webhookSettings } from '../../lib/webhooks/settings.js';
import { deliverySchema } from '../../lib/webhooks/response-schemas.js';
import { webhookParamsSchema } from '../../lib/webhooks/schemas.js';
import * as route from './routes.js';

// 202: the ping is recorded and queued; the delivery log shows its outcome.
export const handler = defineHandler(
  route.pingWebhook,
  { responses: { 202: deliverySchema }, params: webhookParamsSchema, optionalBody: true },
  async ({ principal, params }) => {
    const delivery = await requestPing(principal.site!.id, params.webhook, webhookSettings().retrySchedule.length + 1);
    if (!delivery) throw notFound('Webhook');
    return json(202, presentDelivery(delivery));
  },
);
