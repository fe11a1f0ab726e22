import { countCustomers } from '../../lib/customers/customers.js';
import { customerListQuery } from '../../lib/customers/response-schemas.js';
import { countHandler } from '../../lib/endpoint/count-handler.js';
import * as route from './routes.js';

/** How many customers the list holds for the same `where[…]`. */
export const handler = countHandler(
  route.countCustomers,
  { listQuery: customerListQuery },
  async ({ event, principal }) => countCustomers(principal.site!.id, event.queryStringParameters ?? {}),
);
