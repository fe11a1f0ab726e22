import { checkouterOf } from '../../lib/orders/checkout-reads.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { previewOrder } from '../../lib/orders/place-order.js';
import { presentOrderPreview } from '../../lib/orders/present.js';
import { orderPreviewSchema } from '../../lib/orders/response-schemas.js';
import { createOrderSchema } from '../../lib/orders/schemas.js';
import * as route from './routes.js';

/** The order a checkout would place, priced with tax, shipping and discount, writing nothing. */
export const handler = defineHandler(
  route.previewOrder,
  { responses: { 200: orderPreviewSchema }, body: createOrderSchema },
  async ({ event, principal, body }) => {
    const customer = checkouterOf(principal, event);
    return ok(presentOrderPreview(await previewOrder(principal.site!.id, body, customer)));
  },
);
