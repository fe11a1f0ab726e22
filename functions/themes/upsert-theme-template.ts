import { upsertThemeItemHandler } from '../../lib/themes/item-handlers.js';
import * as route from './routes.js';

export const handler = upsertThemeItemHandler(route.upsertThemeTemplate, 'templates');
