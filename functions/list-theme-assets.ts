import { listThemeItemsHandler } from '../lib/themes/item-handlers.js';

export const handler = listThemeItemsHandler('list-theme-assets', 'assets');
