import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { orderListQuery, orderListSchema } from '../../lib/orders/response-schemas.js';
import { listOrdersQuerySchema } from '../../lib/orders/schemas.js';
import { orderListFilter } from '../../lib/orders/order-list-access.js';
import { listOrders } from '../../lib/orders/order-queries.js';
import { presentOrder } from '../../lib/orders/present.js';
import * as route from './routes.js';

/** A site's orders, newest first; a customer session lists only its own. */
export const handler = defineHandler(
  route.listOrders,
  { responses: { 200: orderListSchema }, listQuery: orderListQuery, query: listOrdersQuerySchema },
  async ({ event, principal, query }) => {
    const { status: _status, customer: _customer, created_after: _after, created_before: _before, ...page } = query;
    const filter = await orderListFilter(principal, event, query);
    if (!filter) return listResponse(event, { items: [] }, () => undefined);
    const base = baseUrl(event);
    const orders = await listOrders(principal.site!.id, filter, event.queryStringParameters ?? {}, page);
    return listResponse(event, orders, (order) => presentOrder(order, base));
  },
);
