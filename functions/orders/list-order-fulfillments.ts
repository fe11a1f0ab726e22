import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { pageQuerySchema } from '../../lib/db/pagination.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { listResponse } from '../../lib/http/list.js';
import { presentFulfillment } from '../../lib/orders/fulfillment-record.js';
import { fulfillmentListSchema } from '../../lib/orders/fulfillment-response-schemas.js';
import { listFulfillments } from '../../lib/orders/fulfillments.js';
import { orderParamsSchema } from '../../lib/orders/schemas.js';
import * as route from './routes.js';

/** An order's fulfilments, oldest first, cancelled ones included; a customer session sees its own orders'. */
export const handler = defineHandler(
  route.listOrderFulfillments,
  { responses: { 200: fulfillmentListSchema }, params: orderParamsSchema, query: pageQuerySchema },
  async ({ event, principal, params, query }) => {
    const customerId = await currentCustomerId(principal, event);
    const page = await listFulfillments(principal.site!.id, params.order, query, customerId);
    if (!page) throw notFound('Order');
    const base = baseUrl(event);
    return listResponse(event, page, (fulfillment) => presentFulfillment(fulfillment, base));
  },
);
