import { defineHandler } from '../../lib/endpoint/handler.js';
import { notFound } from '../../lib/http/errors.js';
import { noContent } from '../../lib/http/responses.js';
import { vendorParamsSchema } from '../../lib/vendors/schemas.js';
import { deleteVendor } from '../../lib/vendors/vendors.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteVendor,
  { responses: { 204: null }, params: vendorParamsSchema },
  async ({ principal, params }) => {
    if (!(await deleteVendor(principal.site!.id, params.vendor))) throw notFound('Vendor');
    return noContent();
  },
);
