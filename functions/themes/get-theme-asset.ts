import { getThemeItemHandler } from '../../lib/themes/item-handlers.js';
import * as route from './routes.js';

export const handler = getThemeItemHandler(route.getThemeAsset, 'assets');
