import { writeDepth } from '../../lib/cloudcode/depth.js';
import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { forbidden } from '../../lib/http/errors.js';
import { created } from '../../lib/http/responses.js';
import { presentFulfillment } from '../../lib/orders/fulfillment-record.js';
import { fulfillmentSchema } from '../../lib/orders/fulfillment-response-schemas.js';
import { createFulfillmentSchema } from '../../lib/orders/fulfillment-schemas.js';
import { createFulfillment } from '../../lib/orders/fulfillments.js';
import { actorOf } from '../../lib/orders/history.js';
import { orderParamsSchema } from '../../lib/orders/schemas.js';
import * as route from './routes.js';

/** Ships (part of) an order's lines, never more than is left to ship. */
export const handler = defineHandler(
  route.createFulfillment,
  { responses: { 201: fulfillmentSchema }, params: orderParamsSchema, body: createFulfillmentSchema },
  async ({ event, principal, params, body }) => {
    if ((await currentCustomerId(principal, event)) !== undefined)
      throw forbidden('customer_not_allowed', 'A customer may not fulfil an order');
    const fulfillment = await createFulfillment(
      principal.site!.id,
      params.order,
      body,
      actorOf(principal),
      writeDepth(principal),
    );
    const shown = presentFulfillment(fulfillment, baseUrl(event));
    return created(shown, shown.url);
  },
);
