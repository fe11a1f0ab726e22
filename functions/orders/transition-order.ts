import { writeDepth } from '../../lib/cloudcode/depth.js';
import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { orderSchema } from '../../lib/orders/response-schemas.js';
import { orderParamsSchema, transitionSchema } from '../../lib/orders/schemas.js';
import { actorOf } from '../../lib/orders/history.js';
import { transitionOrder } from '../../lib/orders/order-transitions.js';
import { presentOrder } from '../../lib/orders/present.js';
import * as route from './routes.js';

/** Moves an order's status (pending → paid → fulfilled, pending or paid → cancelled). */
export const handler = defineHandler(
  route.transitionOrder,
  { responses: { 200: orderSchema }, params: orderParamsSchema, body: transitionSchema },
  async ({ event, principal, params, body }) => {
    const customerId = await currentCustomerId(principal, event);
    const order = await transitionOrder(principal.site!.id, params.order, body.status, body.note, {
      customerId,
      depth: writeDepth(principal),
      actor: actorOf(principal, customerId),
    });
    return ok(presentOrder(order, baseUrl(event)));
  },
);
