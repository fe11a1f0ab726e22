import { listRecords } from '../../lib/db/entity.js';
import { shippingRates } from '../../lib/shipping-rates/shipping-rates.js';
import { presentShippingRate } from '../../lib/shipping-rates/present.js';
import { pageQuerySchema } from '../../lib/db/pagination.js';
import { baseUrl } from '../../lib/http/base-url.js';
import { defineHandler } from '../../lib/endpoint/handler.js';
import { listResponse } from '../../lib/http/list.js';
import { shippingRateListSchema } from '../../lib/shipping-rates/response-schemas.js';
import * as route from './routes.js';

export const handler = defineHandler(
  route.listShippingRates,
  { responses: { 200: shippingRateListSchema }, query: pageQuerySchema },
  async ({ event, principal, query }) => {
    const base = baseUrl(event);
    return listResponse(event, await listRecords(shippingRates, principal.site!.id, query), (rate) =>
      presentShippingRate(rate, base),
    );
  },
);
