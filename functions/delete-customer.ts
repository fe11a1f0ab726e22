import { deleteCustomer, findCustomer } from '../lib/customers/customers.js';
import { customerParamsSchema } from '../lib/customers/schemas.js';
import { notFound } from '../lib/http/errors.js';
import { defineHandler } from '../lib/endpoint/handler.js';
import { noContent } from '../lib/http/responses.js';
import * as route from './routes.js';

/** Deletes a customer and ends its sessions. */
export const handler = defineHandler(route.deleteCustomer, { responses: { 204: null }, params: customerParamsSchema }, async ({ principal, params }) => {
  const siteId = principal.site!.id;
  const customer = await findCustomer(siteId, params.customer);
  if (!customer || !(await deleteCustomer(siteId, customer))) throw notFound('Customer');
  return noContent();
});
