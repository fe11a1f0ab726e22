import * as z from 'zod/mini';
import { countHandler } from '../../lib/endpoint/count-handler.js';
import { countProducts } from '../../lib/products/products.js';
import { productListQuery } from '../../lib/products/response-schemas.js';
import { listProductsQuerySchema } from '../../lib/products/schemas.js';
import * as route from './routes.js';

/** How many products the list holds for the same `status`, `collection`, `product_type` and `where[…]`. */
export const handler = countHandler(
  route.countProducts,
  { listQuery: productListQuery, query: z.omit(listProductsQuerySchema, { per_page: true, cursor: true }) },
  async ({ event, principal, query }) => countProducts(principal.site!.id, query, event.queryStringParameters ?? {}),
);
