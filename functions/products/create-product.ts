import { cloudCodeWriter } from '../../lib/cloudcode/hooks.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { createProduct } from '../../lib/products/products.js';
import { presentProduct } from '../../lib/products/present.js';
import { productSchema } from '../../lib/products/response-schemas.js';
import { createProductSchema } from '../../lib/products/schemas.js';
import { withOpenFields } from '../../lib/custom-fields/shown.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createProduct,
  { responses: { 201: productSchema }, body: createProductSchema },
  async ({ event, principal, body }) => {
    const presented = presentProduct(
      await withOpenFields(
        principal.site!.id,
        'products',
        await createProduct(principal.site!.id, body, cloudCodeWriter(principal, baseUrl(event))),
      ),
      baseUrl(event),
    );
    return created(presented, presented.url);
  },
);
