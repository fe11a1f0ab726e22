import { cloudCodeWriter } from '../../lib/cloudcode/hooks.js';
import { presentCustomer } from '../../lib/customers/present.js';
import { updateCustomer } from '../../lib/customers/customer-writes.js';
import { customerParamsSchema, updateCustomerSchema } from '../../lib/customers/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { customerSchema } from '../../lib/customers/response-schemas.js';
import { customFieldKeys } from '../../lib/custom-fields/keys.js';
import { withOpenFields } from '../../lib/custom-fields/shown.js';
import { customerKey } from '../../lib/customers/keys.js';
import { isId } from '../../lib/db/keys.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateCustomer,
  {
    // The customer (by id) and the site's customer fields, read with the token: the update stays one read and one write.
    prefetch: ({ siteId, params }) =>
      siteId === undefined
        ? []
        : [
            customFieldKeys.definitions(siteId, 'customers'),
            ...(isId(params.customer ?? '') ? [customerKey(siteId, params.customer!)] : []),
          ],
    responses: { 200: customerSchema },
    params: customerParamsSchema,
    body: updateCustomerSchema,
  },
  async ({ event, principal, params, body }) => {
    const customer = await updateCustomer(
      principal.site!.id,
      params.customer,
      body,
      cloudCodeWriter(principal, baseUrl(event)),
    );
    return ok(presentCustomer(await withOpenFields(principal.site!.id, 'customers', customer), baseUrl(event)));
  },
);
