import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import { deleteProductType } from '../../lib/products/product-types.js';
import { productTypeParamsSchema } from '../../lib/products/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteProductType,
  { responses: { 204: null }, params: productTypeParamsSchema },
  async ({ principal, params }) => {
    if (!(await deleteProductType(principal.site!.id, params.type))) throw notFound('Product type');
    return noContent();
  },
);
