import { countRecords } from '../../lib/db/entity.js';
import { countHandler } from '../../lib/endpoint/count-handler.js';
import { collections } from '../../lib/products/collections.js';
import * as route from './routes.js';

/** How many collections the site has. */
export const handler = countHandler(route.countCollections, {}, async ({ principal }) =>
  countRecords(collections, principal.site!.id),
);
