import { listRecords } from '../../lib/db/entity.js';
import { pageQuerySchema } from '../../lib/db/pagination.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { productTypes } from '../../lib/products/product-types.js';
import { presentProductType } from '../../lib/products/present.js';
import { productTypeListSchema } from '../../lib/products/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listProductTypes,
  { responses: { 200: productTypeListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const base = baseUrl(event);
    return listResponse(event, await listRecords(productTypes, principal.site!.id, query), (type) =>
      presentProductType(type, base),
    );
  },
);
