import { writeDepth } from '../../lib/cloudcode/depth.js';
import { checkouterOf } from '../../lib/orders/checkout-reads.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { orderSchema } from '../../lib/orders/response-schemas.js';
import { createOrderSchema } from '../../lib/orders/schemas.js';
import { actorOf } from '../../lib/orders/history.js';
import { placeOrder } from '../../lib/orders/place-order.js';
import { presentOrder } from '../../lib/orders/present.js';
import * as route from './routes.js';

/** The checkout: prices the lines from stored products and places the order in one transaction. */
export const handler = defineHandler(
  route.createOrder,
  { responses: { 201: orderSchema }, body: createOrderSchema },
  async ({ event, principal, body, remainingMs }) => {
    const customer = checkouterOf(principal, event);
    const order = await placeOrder(
      principal.site!.id,
      body,
      customer,
      remainingMs(),
      writeDepth(principal),
      actorOf(principal),
    );
    const presented = presentOrder(order, baseUrl(event));
    return created(presented, presented.url);
  },
);
