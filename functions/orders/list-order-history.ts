import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { pageQuerySchema } from '../../lib/db/pagination.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { notFound } from '../../lib/http/errors.js';
import { listResponse } from '../../lib/http/list.js';
import { listHistory, presentHistoryEntry } from '../../lib/orders/history-queries.js';
import { historyListSchema } from '../../lib/orders/history-response-schemas.js';
import { orderParamsSchema } from '../../lib/orders/schemas.js';
import * as route from './routes.js';

/** Everything that happened to an order, oldest first; a customer sees their own orders' history without staff notes. */
export const handler = defineHandler(
  route.listOrderHistory,
  { responses: { 200: historyListSchema }, params: orderParamsSchema, query: pageQuerySchema },
  async ({ event, principal, params, query }) => {
    const customerId = await currentCustomerId(principal, event);
    const page = await listHistory(principal.site!.id, params.order, query, customerId);
    if (!page) throw notFound('Order');
    return listResponse(event, page, presentHistoryEntry);
  },
);
