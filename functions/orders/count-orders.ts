import * as z from 'zod/mini';
import { currentCustomerId } from '../../lib/customers/current-customer.js';
import { countHandler } from '../../lib/endpoint/count-handler.js';
import { countOrders } from '../../lib/orders/order-queries.js';
import { orderListQuery } from '../../lib/orders/response-schemas.js';
import { listOrdersQuerySchema } from '../../lib/orders/schemas.js';
import * as route from './routes.js';

/** How many orders the list holds for the same parameters; a customer session counts only its own. */
export const handler = countHandler(
  route.countOrders,
  { listQuery: orderListQuery, query: z.omit(listOrdersQuerySchema, { per_page: true, cursor: true }) },
  async ({ event, principal, query }) => {
    const { customer, created_after, created_before } = query;
    const own = await currentCustomerId(principal, event);
    // A customer asking for another customer's orders has none, as the list shows none.
    if (own !== undefined && customer !== undefined && customer !== own) return 0;
    return countOrders(
      principal.site!.id,
      { customerId: own ?? customer, created_after, created_before },
      event.queryStringParameters ?? {},
    );
  },
);
