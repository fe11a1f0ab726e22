import { getThemeItemHandler } from '../lib/themes/item-handlers.js';

export const handler = getThemeItemHandler('get-theme-template', 'templates');
