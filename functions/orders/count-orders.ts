import * as z from 'zod/mini';
import { countHandler } from '../../lib/endpoint/count-handler.js';
import { orderListFilter } from '../../lib/orders/order-list-access.js';
import { countOrders } from '../../lib/orders/order-queries.js';
import { orderListQuery } from '../../lib/orders/response-schemas.js';
import { listOrdersQuerySchema } from '../../lib/orders/schemas.js';
import * as route from './routes.js';

/** How many orders the list holds for the same parameters; a customer session counts only its own. */
export const handler = countHandler(
  route.countOrders,
  { listQuery: orderListQuery, query: z.omit(listOrdersQuerySchema, { per_page: true, cursor: true }) },
  async ({ event, principal, query }) => {
    const filter = await orderListFilter(principal, event, query);
    return filter ? countOrders(principal.site!.id, filter, event.queryStringParameters ?? {}) : 0;
  },
);
