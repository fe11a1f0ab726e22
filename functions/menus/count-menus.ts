import { countRecords } from '../../lib/db/entity.js';
import { countHandler } from '../../lib/endpoint/count-handler.js';
import { menus } from '../../lib/menus/menus.js';
import * as route from './routes.js';

/** How many menus the site has (a publishable key counts them too, as it lists them). */
export const handler = countHandler(route.countMenus, {}, async ({ principal }) =>
  countRecords(menus, principal.site!.id),
);
