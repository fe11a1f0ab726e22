import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { getProduct } from '../../lib/products/products.js';
import { presentProduct } from '../../lib/products/present.js';
import { productSchema } from '../../lib/products/response-schemas.js';
import { productParamsSchema } from '../../lib/products/schemas.js';
import { prefetchById } from '../../lib/db/prefetch.js';
import { productKeys } from '../../lib/products/keys.js';
import { withOpenFields } from '../../lib/custom-fields/shown.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getProduct,
  {
    prefetch: prefetchById('product', productKeys.product),
    responses: { 200: productSchema },
    params: productParamsSchema,
  },
  async ({ event, principal, params }) => {
    const product = await getProduct(principal.site!.id, params.product);
    if (!product) throw notFound('Product');
    return ok(presentProduct(await withOpenFields(principal.site!.id, 'products', product), baseUrl(event)));
  },
);
