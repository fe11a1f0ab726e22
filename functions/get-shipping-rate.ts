import { shippingRateParamsSchema } from '../lib/commerce/shipping-rate-schemas.js';
import { getShippingRate, presentShippingRate } from '../lib/commerce/shipping-rates.js';
import { baseUrl } from '../lib/http/base-url.js';
import { notFound } from '../lib/http/errors.js';
import { defineHandler } from '../lib/endpoint/handler.js';
import { ok } from '../lib/http/responses.js';
import { shippingRateSchema } from '../lib/commerce/shipping-rate-response-schemas.js';
import { prefetchById } from '../lib/db/prefetch.js';
import { commerceKeys } from '../lib/commerce/keys.js';
import * as route from './routes.js';

export const handler = defineHandler(route.getShippingRate, { prefetch: prefetchById('id', commerceKeys.shippingRate), responses: { 200: shippingRateSchema }, params: shippingRateParamsSchema }, async ({ event, principal, params }) => {
  const rate = await getShippingRate(principal.site!.id, params.id);
  if (!rate) throw notFound('Shipping rate');
  return ok(presentShippingRate(rate, baseUrl(event)));
});
