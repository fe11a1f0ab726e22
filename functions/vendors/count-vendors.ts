import { countHandler } from '../../lib/endpoint/count-handler.js';
import { countVendors } from '../../lib/vendors/vendors.js';
import * as route from './routes.js';

/** How many vendors the site has. */
export const handler = countHandler(route.countVendors, {}, async ({ principal }) => countVendors(principal.site!.id));
