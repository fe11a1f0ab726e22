import { getRecord, recordPrefetch } from '../../lib/db/entity.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { productTypes } from '../../lib/products/product-types.js';
import { presentProductType } from '../../lib/products/present.js';
import { productTypeSchema } from '../../lib/products/response-schemas.js';
import { productTypeParamsSchema } from '../../lib/products/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getProductType,
  {
    prefetch: recordPrefetch(productTypes, 'type'),
    responses: { 200: productTypeSchema },
    params: productTypeParamsSchema,
  },
  async ({ event, principal, params }) => {
    const type = await getRecord(productTypes, principal.site!.id, params.type);
    if (!type) throw notFound('Product type');
    return ok(presentProductType(type, baseUrl(event)));
  },
);
