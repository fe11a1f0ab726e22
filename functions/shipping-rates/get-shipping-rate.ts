import { getRecordById, recordPrefetch } from '../../lib/db/entity.js';
import { shippingRateParamsSchema } from '../../lib/shipping-rates/schemas.js';
import { shippingRates } from '../../lib/shipping-rates/shipping-rates.js';
import { presentShippingRate } from '../../lib/shipping-rates/present.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { notFound } from '../../lib/http/errors.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { ok } from '../../lib/http/responses.js';
import { shippingRateSchema } from '../../lib/shipping-rates/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.getShippingRate,
  {
    prefetch: recordPrefetch(shippingRates, 'id'),
    responses: { 200: shippingRateSchema },
    params: shippingRateParamsSchema,
  },
  async ({ event, principal, params }) => {
    const rate = await getRecordById(shippingRates, principal.site!.id, params.id);
    if (!rate) throw notFound('Shipping rate');
    return ok(presentShippingRate(rate, baseUrl(event)));
  },
);
