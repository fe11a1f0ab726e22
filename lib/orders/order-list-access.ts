import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { Principal } from '../auth/principal.js';
import { currentCustomerId } from '../customers/current-customer.js';
import type { OrderFilter } from './order-queries.js';

/**
 * What the order list and its count may read for a request: a customer session only its own
 * orders (the `customer` parameter then names no one else's), any other caller the `customer`
 * asked for. Undefined when a customer session asks for another customer's orders: it sees none,
 * the list an empty page and the count 0. One rule for both, so a count never tells what the list
 * hides.
 */
export const orderListFilter = async (
  principal: Principal,
  event: APIGatewayProxyEventV2,
  query: { readonly customer?: string; readonly created_after?: string; readonly created_before?: string },
): Promise<OrderFilter | undefined> => {
  const { customer, created_after, created_before } = query;
  const own = await currentCustomerId(principal, event);
  if (own !== undefined && customer !== undefined && customer !== own) return undefined;
  return { customerId: own ?? customer, created_after, created_before };
};
