import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { json } from '../../lib/http/responses.js';
import { requestRedelivery } from '../../lib/webhooks/deliveries.js';
import { presentDelivery } from '../../lib/webhooks/present.js';
import { deliverySchema } from '../../lib/webhooks/response-schemas.js';
import { deliveryParamsSchema } from '../../lib/webhooks/schemas.js';
import * as route from './routes.js';

// 202: one more attempt is queued (same event id and body); the log shows its outcome.
export const handler = defineHandler(
  route.redeliverWebhookDelivery,
  { responses: { 202: deliverySchema }, params: deliveryParamsSchema, optionalBody: true },
  async ({ principal, params }) => {
    const delivery = await requestRedelivery(principal.site!.id, params.webhook, params.delivery);
    if (!delivery) throw notFound('Delivery');
    return json(202, presentDelivery(delivery));
  },
);
