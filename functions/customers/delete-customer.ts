import { cloudCodeDeleter } from '../../lib/cloudcode/hooks.js';
import { deleteCustomer } from '../../lib/customers/customer-writes.js';
import { customerParamsSchema } from '../../lib/customers/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { json, noContent } from '../../lib/http/responses.js';
import { eraseCustomer } from '../../lib/privacy/erasures.js';
import { presentErasure } from '../../lib/privacy/present.js';
import { erasureSchema } from '../../lib/privacy/response-schemas.js';
import { deleteCustomerQuerySchema } from '../../lib/privacy/schemas.js';
import * as route from './routes.js';

/** Deletes a customer and ends its sessions; with `erase=true`, erases it (202): see lib/privacy/erasures.ts. */
export const handler = defineHandler(
  route.deleteCustomer,
  {
    responses: { 204: null, 202: erasureSchema },
    params: customerParamsSchema,
    query: deleteCustomerQuerySchema,
  },
  async ({ event, principal, params, query }) => {
    const siteId = principal.site!.id;
    if (query.erase === 'true') {
      const erasure = await eraseCustomer(siteId, params.customer);
      if (!erasure) throw notFound('Customer');
      return json(202, presentErasure(erasure));
    }
    if (!(await deleteCustomer(siteId, params.customer, cloudCodeDeleter(principal, baseUrl(event)))))
      throw notFound('Customer');
    return noContent();
  },
);
