import { deleteThemeItemHandler } from '../lib/themes/item-handlers.js';

export const handler = deleteThemeItemHandler('delete-theme-template', 'templates');
