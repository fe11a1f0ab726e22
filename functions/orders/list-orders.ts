import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { orderListQuery, orderListSchema } from '../../lib/orders/response-schemas.js';
import { listOrdersQuerySchema } from '../../lib/orders/schemas.js';
import { listOrders } from '../../lib/orders/order-queries.js';
import { presentOrder } from '../../lib/orders/present.js';
import * as route from './routes.js';

/** A site's orders, newest first; a customer session lists only its own. */
export const handler = defineHandler(
  route.listOrders,
  { responses: { 200: orderListSchema }, listQuery: orderListQuery, query: listOrdersQuerySchema },
  async ({ event, principal, query }) => {
    const { status: _status, customer, created_after, created_before, ...page } = query;
    const own = await currentCustomerId(principal, event);
    // A customer asking for another customer's orders gets none.
    if (own !== undefined && customer !== undefined && customer !== own)
      return listResponse(event, { items: [] }, () => undefined);
    const base = baseUrl(event);
    const orders = await listOrders(
      principal.site!.id,
      { customerId: own ?? customer, created_after, created_before },
      event.queryStringParameters ?? {},
      page,
    );
    return listResponse(event, orders, (order) => presentOrder(order, base));
  },
);
