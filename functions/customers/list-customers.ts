import { listCustomers } from '../../lib/customers/customers.js';
import { presentCustomer } from '../../lib/customers/present.js';
import { pageQuerySchema } from '../../lib/db/pagination.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { customerListSchema } from '../../lib/customers/response-schemas.js';
import { customerListQuery } from '../../lib/customers/response-schemas.js';
import { withOpenFields } from '../../lib/custom-fields/shown.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listCustomers,
  { responses: { 200: customerListSchema }, listQuery: customerListQuery, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const base = baseUrl(event);
    const page = await listCustomers(principal.site!.id, event.queryStringParameters ?? {}, query);
    const opened = {
      ...page,
      items: await Promise.all(page.items.map((customer) => withOpenFields(principal.site!.id, 'customers', customer))),
    };
    return listResponse(event, opened, (customer) => presentCustomer(customer, base));
  },
);
