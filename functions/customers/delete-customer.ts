import { cloudCodeDeleter } from '../../lib/cloudcode/hooks.js';
import { deleteCustomer } from '../../lib/customers/customer-writes.js';
import { customerParamsSchema } from '../../lib/customers/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import * as route from './routes.js';

/** Deletes a customer and ends its sessions. */
export const handler = defineHandler(
  route.deleteCustomer,
  { responses: { 204: null }, params: customerParamsSchema },
  async ({ event, principal, params }) => {
    if (!(await deleteCustomer(principal.site!.id, params.customer, cloudCodeDeleter(principal, baseUrl(event)))))
      throw notFound('Customer');
    return noContent();
  },
);
