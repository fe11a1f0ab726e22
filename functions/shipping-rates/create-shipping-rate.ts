import { createShippingRateSchema } from '../../lib/shipping-rates/schemas.js';
import { createShippingRate } from '../../lib/shipping-rates/shipping-rates.js';
import { presentShippingRate } from '../../lib/shipping-rates/present.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { created } from '../../lib/http/responses.js';
import { shippingRateSchema } from '../../lib/shipping-rates/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.createShippingRate,
  { responses: { 201: shippingRateSchema }, body: createShippingRateSchema },
  async ({ event, principal, body }) => {
    const rate = await createShippingRate(principal.site!.id, body);
    const presented = presentShippingRate(rate, baseUrl(event));
    return created(presented, presented.url);
  },
);
