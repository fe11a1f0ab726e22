import { pageQuerySchema } from '../../lib/db/pagination.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { listResponse } from '../../lib/http/list.js';
import { presentVendor } from '../../lib/vendors/present.js';
import { vendorListSchema } from '../../lib/vendors/response-schemas.js';
import { listVendors } from '../../lib/vendors/vendors.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listVendors,
  { responses: { 200: vendorListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const base = baseUrl(event);
    return listResponse(event, await listVendors(principal.site!.id, query), (vendor) => presentVendor(vendor, base));
  },
);
