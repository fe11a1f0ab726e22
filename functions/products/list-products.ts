import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { listProducts } from '../../lib/products/products.js';
import { presentProduct } from '../../lib/products/present.js';
import { productListQuery, productListSchema } from '../../lib/products/response-schemas.js';
import { listProductsQuerySchema } from '../../lib/products/schemas.js';
import { withOpenFields } from '../../lib/custom-fields/shown.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listProducts,
  { responses: { 200: productListSchema }, listQuery: productListQuery, query: listProductsQuerySchema },
  async ({ event, principal, query }) => {
    const base = baseUrl(event);
    const page = await listProducts(principal.site!.id, query, query, event.queryStringParameters ?? {});
    const opened = {
      ...page,
      items: await Promise.all(page.items.map((product) => withOpenFields(principal.site!.id, 'products', product))),
    };
    return listResponse(event, opened, (product) => presentProduct(product, base));
  },
);
