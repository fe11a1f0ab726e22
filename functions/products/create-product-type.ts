import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { createProductType } from '../../lib/products/product-types.js';
import { presentProductType } from '../../lib/products/present.js';
import { productTypeSchema } from '../../lib/products/response-schemas.js';
import { createProductTypeSchema } from '../../lib/products/schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createProductType,
  { responses: { 201: productTypeSchema }, body: createProductTypeSchema },
  async ({ event, principal, body }) => {
    const presented = presentProductType(await createProductType(principal.site!.id, body), baseUrl(event));
    return created(presented, presented.url);
  },
);
