import { upsertThemeItemHandler } from '../lib/themes/item-handlers.js';

export const handler = upsertThemeItemHandler('upsert-theme-layout', 'layouts');
