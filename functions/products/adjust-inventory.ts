import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { adjustInventory } from '../../lib/products/products.js';
import { presentProduct } from '../../lib/products/present.js';
import { productSchema } from '../../lib/products/response-schemas.js';
import { inventoryAdjustmentSchema, productParamsSchema } from '../../lib/products/schemas.js';
import * as route from './routes.js';

// 200 with the product as it is after the adjustment (an adjustment is no resource of its own).
export const handler = defineHandler(
  route.adjustInventory,
  { responses: { 200: productSchema }, params: productParamsSchema, body: inventoryAdjustmentSchema },
  async ({ event, principal, params, body }) =>
    ok(presentProduct(await adjustInventory(principal.site!.id, params.product, body), baseUrl(event))),
);
