import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { updateProductType } from '../../lib/products/product-types.js';
import { presentProductType } from '../../lib/products/present.js';
import { productTypeSchema } from '../../lib/products/response-schemas.js';
import { productTypeParamsSchema, updateProductTypeSchema } from '../../lib/products/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateProductType,
  { responses: { 200: productTypeSchema }, params: productTypeParamsSchema, body: updateProductTypeSchema },
  async ({ event, principal, params, body }) =>
    ok(presentProductType(await updateProductType(principal.site!.id, params.type, body), baseUrl(event))),
);
