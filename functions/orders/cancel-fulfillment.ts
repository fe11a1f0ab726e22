import { writeDepth } from '../../lib/cloudcode/depth.js';
import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { forbidden } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import { presentFulfillment } from '../../lib/orders/fulfillment-record.js';
import { fulfillmentSchema } from '../../lib/orders/fulfillment-response-schemas.js';
import { fulfillmentParamsSchema } from '../../lib/orders/fulfillment-schemas.js';
import { cancelFulfillment } from '../../lib/orders/fulfillments.js';
import { actorOf } from '../../lib/orders/history.js';
import * as route from './routes.js';

/** Cancels a fulfilment: its quantities are back to ship (a fulfilled order is paid again). */
export const handler = defineHandler(
  route.cancelFulfillment,
  { responses: { 200: fulfillmentSchema }, params: fulfillmentParamsSchema },
  async ({ event, principal, params }) => {
    if ((await currentCustomerId(principal, event)) !== undefined)
      throw forbidden('customer_not_allowed', 'A customer may not cancel a fulfilment');
    const fulfillment = await cancelFulfillment(
      principal.site!.id,
      params.order,
      params.fulfillment,
      actorOf(principal),
      writeDepth(principal),
    );
    return ok(presentFulfillment(fulfillment, baseUrl(event)));
  },
);
