import { cloudCodeDeleter } from '../../lib/cloudcode/hooks.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import { deleteProduct } from '../../lib/products/products.js';
import { productParamsSchema } from '../../lib/products/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteProduct,
  { responses: { 204: null }, params: productParamsSchema },
  async ({ event, principal, params }) => {
    if (!(await deleteProduct(principal.site!.id, params.product, cloudCodeDeleter(principal, baseUrl(event)))))
      throw notFound('Product');
    return noContent();
  },
);
