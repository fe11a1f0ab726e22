import { defineHandler } from '../../lib/endpoint/handler.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { created } from '../../lib/http/responses.js';
import { presentVendor } from '../../lib/vendors/present.js';
import { vendorSchema } from '../../lib/vendors/response-schemas.js';
import { createVendorSchema } from '../../lib/vendors/schemas.js';
import { createVendor } from '../../lib/vendors/vendors.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createVendor,
  { responses: { 201: vendorSchema }, body: createVendorSchema },
  async ({ event, principal, body }) => {
    const shown = presentVendor(await createVendor(principal.site!.id, body), baseUrl(event));
    return created(shown, shown.url);
  },
);
