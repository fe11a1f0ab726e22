import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { deliveryPrefetch, getDelivery } from '../../lib/webhooks/deliveries.js';
import { presentDelivery } from '../../lib/webhooks/present.js';
import { deliveryWithPayloadSchema } from '../../lib/webhooks/response-schemas.js';
import { deliveryParamsSchema } from '../../lib/webhooks/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getWebhookDelivery,
  { prefetch: deliveryPrefetch, responses: { 200: deliveryWithPayloadSchema }, params: deliveryParamsSchema },
  async ({ principal, params }) => {
    const delivery = await getDelivery(principal.site!.id, params.webhook, params.delivery);
    if (!delivery) throw notFound('Delivery');
    return ok(presentDelivery(delivery, true));
  },
);
