import { cloudCodeWriter } from '../../lib/cloudcode/hooks.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { updateProduct } from '../../lib/products/products.js';
import { presentProduct } from '../../lib/products/present.js';
import { productSchema } from '../../lib/products/response-schemas.js';
import { productParamsSchema, updateProductSchema } from '../../lib/products/schemas.js';
import { withOpenFields } from '../../lib/custom-fields/shown.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateProduct,
  { responses: { 200: productSchema }, params: productParamsSchema, body: updateProductSchema },
  async ({ event, principal, params, body }) =>
    ok(
      presentProduct(
        await withOpenFields(
          principal.site!.id,
          'products',
          await updateProduct(principal.site!.id, params.product, body, cloudCodeWriter(principal, baseUrl(event))),
        ),
        baseUrl(event),
      ),
    ),
);
