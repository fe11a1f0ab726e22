import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { listProducts } from '../../lib/products/products.js';
import { presentProduct } from '../../lib/products/present.js';
import { productListQuery, productListSchema } from '../../lib/products/response-schemas.js';
import { listProductsQuerySchema } from '../../lib/products/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(route.listProducts, { responses: { 200: productListSchema }, listQuery: productListQuery, query: listProductsQuerySchema }, async ({ event, principal, query }) => {
  const base = baseUrl(event);
  return listResponse(event, await listProducts(principal.site!.id, query, query, event.queryStringParameters ?? {}), (product) => presentProduct(product, base));
});
