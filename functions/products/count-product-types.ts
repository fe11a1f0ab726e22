import { countRecords } from '../../lib/db/entity.js';
import { countHandler } from '../../lib/endpoint/count-handler.js';
import { productTypes } from '../../lib/products/product-types.js';
import * as route from './routes.js';

/** How many product types the site has. */
export const handler = countHandler(route.countProductTypes, {}, async ({ principal }) =>
  countRecords(productTypes, principal.site!.id),
);
