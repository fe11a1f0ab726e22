import { countRecords } from '../../lib/db/entity.js';
import { countHandler } from '../../lib/endpoint/count-handler.js';
import { shippingRates } from '../../lib/shipping-rates/shipping-rates.js';
import * as route from './routes.js';

/** How many shipping rates the site has. */
export const handler = countHandler(route.countShippingRates, {}, async ({ principal }) =>
  countRecords(shippingRates, principal.site!.id),
);
