import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { ok } from '../../lib/http/responses.js';
import { presentVendor } from '../../lib/vendors/present.js';
import { vendorSchema } from '../../lib/vendors/response-schemas.js';
import { updateVendorSchema, vendorParamsSchema } from '../../lib/vendors/schemas.js';
import { updateVendor } from '../../lib/vendors/vendors.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateVendor,
  { responses: { 200: vendorSchema }, params: vendorParamsSchema, body: updateVendorSchema },
  async ({ event, principal, params, body }) =>
    ok(presentVendor(await updateVendor(principal.site!.id, params.vendor, body), baseUrl(event))),
);
