import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { prefetchByIds } from '../../lib/db/prefetch.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import { fulfillmentKeys, presentFulfillment } from '../../lib/orders/fulfillment-record.js';
import { fulfillmentSchema } from '../../lib/orders/fulfillment-response-schemas.js';
import { fulfillmentParamsSchema } from '../../lib/orders/fulfillment-schemas.js';
import { getFulfillment } from '../../lib/orders/fulfillments.js';
import * as route from './routes.js';

/** One fulfilment of an order (what its `url` and Location point at); a customer session sees its own orders'. */
export const handler = defineHandler(
  route.getFulfillment,
  {
    prefetch: prefetchByIds(['order', 'fulfillment'], (siteId, [order, fulfillment]) => [
      fulfillmentKeys.fulfillment(siteId, order as string, fulfillment as string),
    ]),
    responses: { 200: fulfillmentSchema },
    params: fulfillmentParamsSchema,
  },
  async ({ event, principal, params }) => {
    const customerId = await currentCustomerId(principal, event);
    const fulfillment = await getFulfillment(principal.site!.id, params.order, params.fulfillment, customerId);
    if (!fulfillment) throw notFound('Fulfillment');
    return ok(presentFulfillment(fulfillment, baseUrl(event)));
  },
);
