import { cloudCodeWriter } from '../../lib/cloudcode/hooks.js';
import { createCustomer } from '../../lib/customers/customer-writes.js';
import { presentCustomer } from '../../lib/customers/present.js';
import { createCustomerSchema } from '../../lib/customers/schemas.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { customerSchema } from '../../lib/customers/response-schemas.js';
import { customFieldKeys } from '../../lib/custom-fields/keys.js';
import { withOpenFields } from '../../lib/custom-fields/shown.js';
import * as route from './routes.js';

export const handler = defineHandler(route.createCustomer, {
  // The site's customer fields, read with the token: the create stays one read and one write.
  prefetch: ({ siteId }) => siteId === undefined ? [] : [customFieldKeys.definitions(siteId, 'customers')],
  responses: { 201: customerSchema }, body: createCustomerSchema,
}, async ({ event, principal, body }) => {
  const customer = await createCustomer(principal.site!.id, body, cloudCodeWriter(principal, baseUrl(event)));
  const shown = presentCustomer(await withOpenFields(principal.site!.id, 'customers', customer), baseUrl(event));
  return created(shown, shown.url);
});
