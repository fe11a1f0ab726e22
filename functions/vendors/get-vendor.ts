import { recordPrefetch } from '../../lib/db/entity.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { ok } from '../../lib/http/responses.js';
import { presentVendor } from '../../lib/vendors/present.js';
import { vendorSchema } from '../../lib/vendors/response-schemas.js';
import { vendorParamsSchema } from '../../lib/vendors/schemas.js';
import { getVendor, vendors } from '../../lib/vendors/vendors.js';
import * as route from './routes.js';

/** A vendor by id or slug (one GetItem either way: the slug claim holds a copy). */
export const handler = defineHandler(
  route.getVendor,
  { prefetch: recordPrefetch(vendors, 'vendor'), responses: { 200: vendorSchema }, params: vendorParamsSchema },
  async ({ event, principal, params }) => {
    const vendor = await getVendor(principal.site!.id, params.vendor);
    if (!vendor) throw notFound('Vendor');
    return ok(presentVendor(vendor, baseUrl(event)));
  },
);
