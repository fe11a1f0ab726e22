import { menuUpdateHandler } from '../../lib/menus/menu-update-handler.js';
import * as route from './routes.js';

/** PUT: the fields given change, the others stay (`items` replaces the tree). */
export const handler = menuUpdateHandler(route.updateMenu);
