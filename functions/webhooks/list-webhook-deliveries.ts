import { pageQuerySchema } from '../../lib/db/pagination.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { listDeliveries } from '../../lib/webhooks/deliveries.js';
import { presentDelivery } from '../../lib/webhooks/present.js';
import { deliveryListSchema } from '../../lib/webhooks/response-schemas.js';
import { webhookParamsSchema } from '../../lib/webhooks/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listWebhookDeliveries,
  { responses: { 200: deliveryListSchema }, params: webhookParamsSchema, query: pageQuerySchema },
  async ({ event, principal, params, query }) => {
    const page = await listDeliveries(principal.site!.id, params.webhook, query);
    if (!page) throw notFound('Webhook');
    return listResponse(event, page, (delivery) => presentDelivery(delivery));
  },
);
