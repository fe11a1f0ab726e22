import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { orderSchema } from '../../lib/orders/response-schemas.js';
import { orderParamsSchema } from '../../lib/orders/schemas.js';
import { getOrder } from '../../lib/orders/order-queries.js';
import { presentOrder } from '../../lib/orders/present.js';
import { prefetchById } from '../../lib/db/prefetch.js';
import { orderKeys } from '../../lib/orders/keys.js';
import * as route from './routes.js';

/** An order by id or number; a customer session sees only its own orders. */
export const handler = defineHandler(
  route.getOrder,
  { prefetch: prefetchById('order', orderKeys.order), responses: { 200: orderSchema }, params: orderParamsSchema },
  async ({ event, principal, params }) => {
    const customerId = await currentCustomerId(principal, event);
    const order = await getOrder(principal.site!.id, params.order);
    if (!order || (customerId !== undefined && order.customer_id !== customerId)) throw notFound('Order');
    return ok(presentOrder(order, baseUrl(event)));
  },
);
