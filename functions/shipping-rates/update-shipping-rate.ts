import { shippingRateParamsSchema, updateShippingRateSchema } from '../../lib/shipping-rates/schemas.js';
import { updateShippingRate } from '../../lib/shipping-rates/shipping-rates.js';
import { presentShippingRate } from '../../lib/shipping-rates/present.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { shippingRateSchema } from '../../lib/shipping-rates/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.updateShippingRate,
  { responses: { 200: shippingRateSchema }, params: shippingRateParamsSchema, body: updateShippingRateSchema },
  async ({ event, principal, params, body }) => {
    const rate = await updateShippingRate(principal.site!.id, params.id, body);
    return ok(presentShippingRate(rate, baseUrl(event)));
  },
);
