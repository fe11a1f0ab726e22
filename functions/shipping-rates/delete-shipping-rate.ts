import { shippingRateParamsSchema } from '../../lib/shipping-rates/schemas.js';
import { deleteShippingRate } from '../../lib/shipping-rates/shipping-rates.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { noContent } from '../../lib/http/responses.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.deleteShippingRate,
  { responses: { 204: null }, params: shippingRateParamsSchema },
  async ({ principal, params }) => {
    if (!(await deleteShippingRate(principal.site!.id, params.id))) throw notFound('Shipping rate');
    return noContent();
  },
);
