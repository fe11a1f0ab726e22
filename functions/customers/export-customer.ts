import { findCustomer } from '../../lib/customers/customers.js';
import { customerParamsSchema } from '../../lib/customers/schemas.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { json, JSON_TYPE } from '../../lib/http/responses.js';
import { customerExport, inlineExportBytes, storeExport } from '../../lib/privacy/export.js';
import { customerExportLinkSchema, customerExportSchema } from '../../lib/privacy/response-schemas.js';
import * as route from './routes.js';

/** Everything the site holds about a customer: inline up to 5 MB, else 202 with a private link valid 15 minutes. */
export const handler = defineHandler(
  route.exportCustomer,
  {
    responses: { 200: customerExportSchema, 202: customerExportLinkSchema },
    params: customerParamsSchema,
  },
  async ({ event, principal, params }) => {
    const siteId = principal.site!.id;
    const customer = await findCustomer(siteId, params.customer);
    if (!customer) throw notFound('Customer');
    const body = JSON.stringify(await customerExport(siteId, customer, baseUrl(event)));
    if (Buffer.byteLength(body) > inlineExportBytes()) return json(202, await storeExport(siteId, body));
    return {
      statusCode: 200,
      headers: {
        'content-type': JSON_TYPE,
        'content-disposition': `attachment; filename="customer-${customer.id}.json"`,
      },
      body,
    };
  },
);
